// The feature stylesheets beside the shell (app/root.tsx links shell.css on every page): a route's `links` names the
// sheets its components use, and they come out in one fixed order, the cascade order (docs/decisions/025).
import type { LinkDescriptor } from 'react-router';
import account from './account.css?url';
import catalogue from './catalogue.css?url';
import content from './content.css?url';
import events from './events.css?url';
import home from './home.css?url';
import hours from './hours.css?url';
import screens from './screens.css?url';
import staff from './staff.css?url';

/** In cascade order: a later sheet's rule wins over an earlier one of the same specificity. */
const SHEETS = { hours, events, content, home, catalogue, account, staff, screens } as const;

type Sheet = keyof typeof SHEETS;

/** `<link rel="stylesheet">` for each named sheet, in cascade order whatever the order of the arguments. */
export function stylesheets(...names: Sheet[]): LinkDescriptor[] {
  return (Object.keys(SHEETS) as Sheet[])
    .filter((name) => names.includes(name))
    .map((name) => ({ rel: 'stylesheet', href: SHEETS[name] }));
}

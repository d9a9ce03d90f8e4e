// Typed keys: t('header.login') and t('errors:kind.not_found') are checked against the bokmål catalogue at compile time.
import type { SourceResources } from './catalogue.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'shell';
    resources: SourceResources;
  }
}

// Names joined as Norwegian reads them ("A, B og C"): creators beside a loan, a reservation, a list entry or a picking line.
import { lazyIntl } from './lazy-intl.ts';

const conjunction = lazyIntl(() => new Intl.ListFormat('nb', { style: 'long', type: 'conjunction' }));

/** Blank and repeated names (one person in two roles) are left out; order is kept. */
export function formatNameList(names: readonly string[]): string {
  const seen = new Set<string>();
  const kept = names.map((n) => n.trim()).filter((n) => n !== '' && !seen.has(n) && seen.add(n));
  return conjunction().format(kept);
}

// The demo library's circulation rules per media type (table circulation_rules); staff may change them in the database.
import type { CirculationRule } from '#core/circulation.ts';

const physical = { holdShelfDays: 7, loanable: true, reservable: true, remoteReservable: true } as const;

export const DEMO_CIRCULATION_RULES: readonly CirculationRule[] = [
  { mediaType: 'Bok', loanDays: 28, maxRenewals: 2, overdueFinePerDayOre: 500, overdueFineMaxOre: 5_000, ...physical },
  {
    mediaType: 'Tegneserie',
    loanDays: 28,
    maxRenewals: 2,
    overdueFinePerDayOre: 500,
    overdueFineMaxOre: 5_000,
    ...physical,
  },
  {
    mediaType: 'Lydbok',
    loanDays: 28,
    maxRenewals: 2,
    overdueFinePerDayOre: 500,
    overdueFineMaxOre: 5_000,
    ...physical,
  },
  {
    mediaType: 'Musikkopptak',
    loanDays: 28,
    maxRenewals: 2,
    overdueFinePerDayOre: 500,
    overdueFineMaxOre: 5_000,
    ...physical,
  },
  // Films circulate fast and are popular: shorter loans, no inter-library requests.
  {
    mediaType: 'Film',
    loanDays: 14,
    maxRenewals: 2,
    overdueFinePerDayOre: 1_000,
    overdueFineMaxOre: 10_000,
    ...physical,
    remoteReservable: false,
  },
  // Periodical issues are lent briefly and never reserved.
  {
    mediaType: 'Tidsskrift',
    loanDays: 14,
    maxRenewals: 0,
    overdueFinePerDayOre: 500,
    overdueFineMaxOre: 3_000,
    ...physical,
    reservable: false,
    remoteReservable: false,
  },
  {
    mediaType: 'Noter',
    loanDays: 28,
    maxRenewals: 2,
    overdueFinePerDayOre: 500,
    overdueFineMaxOre: 5_000,
    ...physical,
  },
  { mediaType: 'Kart', loanDays: 28, maxRenewals: 2, overdueFinePerDayOre: 500, overdueFineMaxOre: 5_000, ...physical },
  // E-books are lent through the digital provider (/min-side/digitalt), not over the counter.
  {
    mediaType: 'E-bok',
    loanDays: 21,
    maxRenewals: 0,
    holdShelfDays: 0,
    overdueFinePerDayOre: 0,
    overdueFineMaxOre: 0,
    loanable: false,
    reservable: false,
    remoteReservable: false,
  },
];

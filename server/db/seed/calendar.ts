// Oslo calendar arithmetic for the seed: ISO dates, wall-clock instants, Easter and Norwegian public holidays.
import { OsloDate } from '#core/oslo-time.ts';
import { formatIsoDate } from '#core/dates.ts';

/** The Oslo calendar day of an instant as 'yyyy-MM-dd'. */
export function osloDate(instant: Date): string {
  return formatIsoDate(instant);
}

function parts(iso: string): [number, number, number] {
  const [y, m, d] = iso.split('-').map(Number);
  return [y, m, d];
}

/** Pure calendar arithmetic on 'yyyy-MM-dd' (no time zone involved). */
export function addDays(iso: string, days: number): string {
  const [y, m, d] = parts(iso);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export function isoWeekday(iso: string): number {
  const [y, m, d] = parts(iso);
  const day = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The instant of an Oslo wall-clock time on a calendar day ('HH:mm'); DST comes from tz data. */
export function osloInstant(iso: string, time: string): Date {
  const [y, m, d] = parts(iso);
  const [h, min] = time.split(':').map(Number);
  return new Date(OsloDate.fromWallClock(y, m - 1, d, h, min).getTime());
}

export function osloYear(instant: Date): number {
  return Number(osloDate(instant).slice(0, 4));
}

/** Easter Sunday (Gregorian, anonymous algorithm of Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export interface Holiday {
  date: string;
  name: string;
  /** closed all day, or a short day with reduced hours. */
  kind: 'closed' | 'short';
}

/** Norwegian public holidays and the short days the libraries observe, for one year. */
export function norwegianHolidays(year: number): Holiday[] {
  const easter = easterSunday(year);
  const list: Holiday[] = [
    { date: `${year}-01-01`, name: '1. nyttårsdag', kind: 'closed' },
    { date: addDays(easter, -3), name: 'Skjærtorsdag', kind: 'closed' },
    { date: addDays(easter, -2), name: 'Langfredag', kind: 'closed' },
    { date: easter, name: '1. påskedag', kind: 'closed' },
    { date: addDays(easter, 1), name: '2. påskedag', kind: 'closed' },
    { date: `${year}-05-01`, name: '1. mai – offentlig høytidsdag', kind: 'closed' },
    { date: `${year}-05-17`, name: '17. mai – grunnlovsdag', kind: 'closed' },
    { date: addDays(easter, 39), name: 'Kristi himmelfartsdag', kind: 'closed' },
    { date: addDays(easter, 49), name: '1. pinsedag', kind: 'closed' },
    { date: addDays(easter, 50), name: '2. pinsedag', kind: 'closed' },
    { date: `${year}-12-24`, name: 'Julaften – kort åpningstid', kind: 'short' },
    { date: `${year}-12-25`, name: '1. juledag', kind: 'closed' },
    { date: `${year}-12-26`, name: '2. juledag', kind: 'closed' },
    { date: `${year}-12-31`, name: 'Nyttårsaften – kort åpningstid', kind: 'short' },
  ];
  // Kristi himmelfart can fall on 1 or 17 May; keep one entry per date (the first name wins).
  const seen = new Set<string>();
  return list.filter((h) => (seen.has(h.date) ? false : (seen.add(h.date), true)));
}

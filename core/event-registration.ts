// Event registration rules (issue #21, docs/decisions/026): when sign-up is open, what a new sign-up becomes, the seat
// labels of lists, pages and screens, and the checks on a visitor's contact details. Pure: "now" is an argument.
import { formatDate, formatTime } from './dates.ts';

/** Personal data of sign-ups is blanked this many days after the event ends (docs/decisions/026). */
export const REGISTRATION_RETENTION_DAYS = 30;
/** The reminder goes out when the event starts within this many hours (the sweep runs hourly). */
export const REMINDER_HOURS_BEFORE = 24;
/** "N plasser igjen" turns into the warning style at or below this. */
const FEW_SEATS_LEFT = 5;
export const VISITOR_NAME_MAX = 100;

export interface RegistrationSettings {
  registrationRequired: boolean;
  capacity: number | null;
  waitlistEnabled: boolean;
  registrationOpensAt: Date | null;
  registrationClosesAt: Date | null;
  visitorsMayRegister: boolean;
  cancelledAt: Date | null;
  startAt: Date;
}

export type RegistrationWindow = 'not_open_yet' | 'open' | 'closed' | 'cancelled';

/** Sign-up closes at the given time, or when the event starts. */
export function registrationClosesAt(s: Pick<RegistrationSettings, 'registrationClosesAt' | 'startAt'>): Date {
  return s.registrationClosesAt && s.registrationClosesAt < s.startAt ? s.registrationClosesAt : s.startAt;
}

export function registrationWindow(s: RegistrationSettings, now: Date): RegistrationWindow {
  if (s.cancelledAt) return 'cancelled';
  if (s.registrationOpensAt && now < s.registrationOpensAt) return 'not_open_yet';
  if (now >= registrationClosesAt(s)) return 'closed';
  return 'open';
}

export interface SeatCounts {
  confirmed: number;
  waitlisted: number;
}

/** What a new sign-up gets: a seat, a place on the waitlist, or nothing (full without a waitlist). */
export function placementFor(
  s: Pick<RegistrationSettings, 'capacity' | 'waitlistEnabled'>,
  counts: SeatCounts,
): 'confirmed' | 'waitlisted' | 'full' {
  // Someone already waits: a newcomer never jumps the queue, even if a seat is momentarily free.
  if (s.capacity === null || (counts.confirmed < s.capacity && counts.waitlisted === 0)) return 'confirmed';
  return s.waitlistEnabled ? 'waitlisted' : 'full';
}

/** Seats left (null = no limit), never below 0 (capacity may have been lowered below the sign-ups). */
export function seatsLeft(capacity: number | null, confirmed: number): number | null {
  return capacity === null ? null : Math.max(0, capacity - confirmed);
}

export type SeatAvailability = 'available' | 'few_left' | 'waitlist' | 'full';

export function seatAvailability(
  s: Pick<RegistrationSettings, 'capacity' | 'waitlistEnabled'>,
  counts: SeatCounts,
): SeatAvailability {
  const left = seatsLeft(s.capacity, counts.confirmed);
  if (left === null) return 'available';
  if (left > 0 && counts.waitlisted === 0) return left <= FEW_SEATS_LEFT ? 'few_left' : 'available';
  return s.waitlistEnabled ? 'waitlist' : 'full';
}

/** The short label lists, event pages and info screens show: 'Fullt', 'Venteliste', 'N plasser igjen' … */
export function seatLabel(info: {
  state: RegistrationWindow;
  availability: SeatAvailability;
  seatsLeft: number | null;
  opensAt: string | null;
}): string | null {
  if (info.state === 'cancelled') return 'Avlyst';
  if (info.state === 'not_open_yet' && info.opensAt)
    return `Påmelding åpner ${formatDate(info.opensAt)} kl. ${formatTime(info.opensAt)}`;
  if (info.availability === 'full') return 'Fullt';
  if (info.availability === 'waitlist') return info.state === 'open' ? 'Venteliste' : 'Fullt';
  if (info.state === 'closed') return 'Påmeldingen er stengt';
  if (info.seatsLeft === null) return 'Påmelding';
  return info.seatsLeft === 1 ? '1 plass igjen' : `${info.seatsLeft} plasser igjen`;
}

/** schema.org Offer availability from the seats (docs/decisions/026). */
export function offerAvailability(info: { state: RegistrationWindow; availability: SeatAvailability } | null): string {
  const base = 'https://schema.org/';
  if (!info) return `${base}InStock`;
  if (info.state === 'not_open_yet') return `${base}PreOrder`;
  if (info.state === 'closed' || info.state === 'cancelled') return `${base}SoldOut`;
  if (info.availability === 'full') return `${base}SoldOut`;
  if (info.availability === 'waitlist') return `${base}BackOrder`;
  return info.availability === 'few_left' ? `${base}LimitedAvailability` : `${base}InStock`;
}

interface VisitorContact {
  name: string;
  email: string | null;
  phone: string | null;
}

/** Why a visitor's contact details were refused: the API's errors:code.invalid_contact text (its context). */
export type ContactProblem = 'missingName' | 'nameTooLong' | 'missingContact' | 'badEmail' | 'badPhone';

export type ContactVerdict =
  | { ok: true; contact: VisitorContact }
  | { ok: false; field: 'name' | 'email' | 'phone' | 'contact'; problem: ContactProblem; message: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Norwegian mobile and landline numbers: 8 digits, optionally after +47 or 0047; spaces allowed. */
export function normalisePhone(raw: string): string | null {
  const digits = raw.replace(/[\s-]/g, '').replace(/^(\+47|0047)/, '');
  return /^\d{8}$/.test(digits) ? digits : null;
}

/** A visitor without a card gives a name and an e-mail address or a phone number (at least one). */
export function checkVisitorContact(raw: {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
}): ContactVerdict {
  const name = (raw.name ?? '').trim().replace(/\s+/g, ' ');
  const email = (raw.email ?? '').trim();
  const phone = (raw.phone ?? '').trim();
  if (name === '') return { ok: false, field: 'name', problem: 'missingName', message: 'Skriv inn navnet ditt.' };
  if (name.length > VISITOR_NAME_MAX)
    return {
      ok: false,
      field: 'name',
      problem: 'nameTooLong',
      message: `Navnet kan være høyst ${VISITOR_NAME_MAX} tegn.`,
    };
  if (email === '' && phone === '')
    return {
      ok: false,
      field: 'contact',
      problem: 'missingContact',
      message: 'Skriv inn e-postadresse eller mobilnummer, så vi kan nå deg.',
    };
  if (email !== '' && (email.length > 254 || !EMAIL.test(email)))
    return {
      ok: false,
      field: 'email',
      problem: 'badEmail',
      message: 'Skriv e-postadressen på formen navn@eksempel.no.',
    };
  const normalisedPhone = phone === '' ? null : normalisePhone(phone);
  if (phone !== '' && normalisedPhone === null)
    return { ok: false, field: 'phone', problem: 'badPhone', message: 'Skriv et norsk telefonnummer med 8 sifre.' };
  return { ok: true, contact: { name, email: email === '' ? null : email.toLowerCase(), phone: normalisedPhone } };
}

/** One CSV field (RFC 4180), with formula injection defused for spreadsheet programs. */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\n\r,]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Semicolon-separated, as Norwegian Excel opens it, with a BOM so æøå survive. */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return '\uFEFF' + [header, ...rows].map((row) => row.map(csvField).join(';')).join('\r\n') + '\r\n';
}

// JSON of a patron's own pages (/min-side: favourites, settings, notices, fine payment): one definition that server/
// fills and app/ renders (docs/decisions/023).
import type { ContactField } from '../contact-settings.ts';
import type { Language } from '../i18n/languages.ts';

/** One work in a list as the UI shows it (SPEC §3: items with recordId, mainTitle and tag). */
interface FavouriteItemDto {
  recordId: string;
  mainTitle: string;
  /** The list's name (SPEC §3 item tag). */
  tag: string;
  creators: string;
  mediaType: string;
  mediaTypeLabel: string;
  publicationYear: number | null;
  coverUrl: string | null;
  /** The work page, /verk/{slug}_{id}. */
  workPath: string;
  addedAt: string;
}

/** A list: the outgoing shape (name, favorites) plus what the UI needs (tag, items). */
export interface FavouriteListDto {
  name: string;
  /** SPEC §3: the name decoded from URI form. */
  tag: string;
  favorites: { bibliographicRecordId: string }[];
  items: FavouriteItemDto[];
}

export interface FavouritesDto {
  data: FavouriteListDto[];
}

/** A field of the contact settings form that can carry an error. */
export type SettingsField = ContactField | 'preferredPickupBranch';

/** The notices a patron can turn off on the profile page; the fine receipt and the PIN-reset link always go. */
export const OPTIONAL_NOTICE_KINDS = [
  'ready_for_pickup',
  'pickup_reminder',
  'due_in_3_days',
  'due_in_1_day',
  'overdue',
  'available_now',
  'saved_search_new_titles',
] as const;
export type OptionalNoticeKind = (typeof OPTIONAL_NOTICE_KINDS)[number];

export interface NoticeSettings {
  language: Language;
  /** The optional kinds the patron gets, in OPTIONAL_NOTICE_KINDS order. */
  kinds: { kind: OptionalNoticeKind; on: boolean }[];
}

/** SPEC §3 Payment response. */
export interface PaymentResponse {
  terminalUrl: string | null;
  merchantId: string;
  transactionId: string;
  /** 'OK' when this call paid; '98' when the payment was already processed (SPEC §9). */
  responseCode: string;
  authorizationId: string | null;
  batchNumber: string | null;
  /** Loans renewed as part of the payment: our circulation engine never renews on payment, so none. */
  successfulExtends: number[];
  amountOre: number;
  fineIds: number[];
  /** Where the receipt went (e-mail or SMS), when this call sent one. */
  receipt: { channel: 'email' | 'sms'; recipient: string } | null;
}

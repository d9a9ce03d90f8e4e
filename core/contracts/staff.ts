// JSON of staff pages (/ansatt: page texts, copy cataloguing): one definition that server/ fills and app/ renders
// (docs/decisions/023).

/**
 * One editable text of a page body. The structure (which sections and blocks there are, pictures,
 * embedded lists and event filters) stays as it is; every text in it can be changed. Keys are
 * positions in display order: `s{section}-heading`, `s{section}-b{block}-text`, `…-q{n}`/`…-a{n}`
 * (FAQ), `…-l{n}-text`/`…-l{n}-href` (links), `…-alt`/`…-caption` (picture), `…-heading` (list, events).
 */
export interface PageSlot {
  key: string;
  /** What the text is, named by the form in the page's language (staffContent:pageForm.slots). */
  label: { part: number; name: PageSlotName; n?: number };
  /** 'line' is one line of text, 'text' a paragraph, 'link' a path or address. */
  kind: 'line' | 'text' | 'link';
  required: boolean;
  value: string;
}

export type PageSlotName =
  | 'heading'
  | 'text'
  | 'question'
  | 'answer'
  | 'linkText'
  | 'link'
  | 'imageAlt'
  | 'imageCaption'
  | 'listHeading'
  | 'eventsHeading';

export interface PageSlotGroup {
  /** The section's number (from 1) and its heading. */
  part: number;
  heading: string | null;
  /** What cannot be edited here: an embedded list (by its number) or the upcoming events. */
  notes: ({ kind: 'list'; listId: number } | { kind: 'events' })[];
  slots: PageSlot[];
}

/** A record the SRU server found for an ISBN, as the preview shows it. */
export interface CopyCandidate {
  /** publications.record_id the record gets (001 with 003): it names the candidate when it is imported. */
  recordId: string;
  title: string;
  subtitle: string | null;
  creators: { name: string; role: string }[];
  year: number | null;
  publisher: string | null;
  mediaType: string;
  format: string;
  isbn: string | null;
  extent: string | null;
  language: string;
  /** The work page when the catalogue already has this record (an import updates it). */
  existingWorkPath: string | null;
}

export interface CopySearch {
  isbn: string;
  /** Hits the server counted (it sends at most SRU_MAXIMUM_RECORDS). */
  total: number;
  candidates: CopyCandidate[];
  /** Records in the answer that cannot be imported (no title, a kind of material the portal has no media type for), with why. */
  unusable: string[];
  host: string;
}

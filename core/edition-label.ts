// How an edition of a work is named beside its siblings: 'Bok, innbundet, 2005' (work page, "første ledige", Min side).
import { mediaTypeLabel } from './catalogue.ts';

/** 'Heftet' reads 'heftet' after a comma; abbreviations such as CD, DVD and LP stay as they are. */
export const formatWord = (format: string): string =>
  /^[A-Z0-9-]+$/.test(format.split(' ')[0]) ? format : format.toLowerCase();

/** Media type, format and year: what tells one edition of a work from another; `mediaTypeText` names the media type in the page's language (bokmål by default). */
export function editionLabel(
  edition: { mediaType: string; format: string; publicationYear: number | null },
  mediaTypeText: (mediaType: string) => string = mediaTypeLabel,
): string {
  const year = edition.publicationYear !== null ? `, ${edition.publicationYear}` : '';
  return `${mediaTypeText(edition.mediaType)}, ${formatWord(edition.format)}${year}`;
}

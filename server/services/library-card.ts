// The digital library card (issue #20 point 8): the patron's name and card number, the number drawn as a barcode on the server.
import { toSVG } from 'bwip-js/node';
import { libraryCardHolder } from './patron-data.ts';
import type { ServiceContext } from './context.ts';

/**
 * Code 128 (docs/decisions/031): every handheld and self-service scanner reads it, it carries digits and letters (card numbers
 * with a letter prefix too), packs digit pairs (subset C) into a short symbol that fits a phone held sideways, and has a
 * check character, which Codabar lacks.
 */
const SYMBOLOGY = 'code128';

/**
 * The barcode as an SVG document (black bars on white with a quiet zone, so it scans on a dark screen and on paper too).
 * bwip-js draws it from the number alone; the number is never put into the markup as text, so the SVG needs no escaping.
 */
export function cardBarcodeSvg(cardNumber: string): string {
  return toSVG({
    bcid: SYMBOLOGY,
    text: cardNumber,
    scale: 3,
    height: 15,
    includetext: false,
    backgroundcolor: 'FFFFFF',
    // At least ten modules of quiet zone on each side (ISO/IEC 15417).
    paddingwidth: 12,
    paddingheight: 4,
  });
}

export interface LibraryCard {
  name: string;
  cardNumber: string | null;
  /** Null when the account has no card number (some staff accounts). */
  barcodeSvg: string | null;
}

export async function getLibraryCard(ctx: ServiceContext, userId: number): Promise<LibraryCard> {
  const holder = await libraryCardHolder(ctx, userId);
  return { ...holder, barcodeSvg: holder.cardNumber ? cardBarcodeSvg(holder.cardNumber) : null };
}

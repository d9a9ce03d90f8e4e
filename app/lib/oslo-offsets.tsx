// Oslo's UTC offsets for the years around now, inlined in the document by the server and read back by the browser
// before hydration, so the page's dates render without the browser's Intl (core/oslo-time.ts, decision 040).
import { osloOffsetsForPage, type OsloOffsets } from '#core/oslo-time.ts';

const ELEMENT_ID = 'oslo-offsets';

/** A data block, not a script (nothing runs). In the browser it renders what the page was sent. */
export function OsloOffsetsScript() {
  return (
    <script
      id={ELEMENT_ID}
      type="application/json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(osloOffsetsForPage()) }}
    />
  );
}

/** In the browser, before hydration: the offsets the server sent, or null (then the dates ask Intl). */
export function readOsloOffsets(): OsloOffsets | null {
  try {
    const data = JSON.parse(document.getElementById(ELEMENT_ID)?.textContent ?? 'null') as Partial<OsloOffsets> | null;
    const valid =
      typeof data?.from === 'number' &&
      typeof data.until === 'number' &&
      Array.isArray(data.spans) &&
      data.spans.length > 0 &&
      data.spans.every((span) => Array.isArray(span) && span.every(Number.isFinite));
    return valid ? (data as OsloOffsets) : null;
  } catch {
    return null;
  }
}

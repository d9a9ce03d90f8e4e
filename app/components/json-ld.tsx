// One schema.org JSON-LD document in the page (issue #21, docs/decisions/027): the builders are in core/structured-data.ts.
import { serializeJsonLd, type JsonLdDocument } from '#core/structured-data.ts';

/**
 * A <script type="application/ld+json"> with the document escaped for HTML (no '</script>' can end it early).
 * Search engines read it wherever it stands; the page renders it where its content is.
 */
export function JsonLd({ data }: { data: JsonLdDocument }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

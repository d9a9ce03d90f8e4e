// Unit test of JsonLd: the script element holds the document, and a title with '</script>' cannot end it early.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { JsonLd } from './json-ld.tsx';

describe('JsonLd', () => {
  it('renders one application/ld+json script whose text parses back to the document, whatever the title holds', () => {
    const name = 'Hei</script><script>alert(1)</script>';
    const html = renderToString(<JsonLd data={{ '@context': 'https://schema.org', '@type': 'Book', name }} />);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const [, body] = /^<script type="application\/ld\+json">([\s\S]*)<\/script>$/.exec(html) ?? [];
    expect(JSON.parse(body)).toEqual({ '@context': 'https://schema.org', '@type': 'Book', name });
  });
});

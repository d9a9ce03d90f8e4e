// Unit tests of the page meta helper: absolute canonical and Open Graph addresses on the public origin, descriptions
// cut at a word, and nothing relative when the root has no origin to give.
import { describe, expect, it } from 'vitest';
import { publicOrigin, seoMeta, shortDescription } from './seo.ts';

const matches = [
  { id: 'root', loaderData: { publicUrl: 'https://bibliotek.example' } },
  { id: 'routes/verk', loaderData: {} },
];

describe('seoMeta', () => {
  it('gives the title, description, canonical link, Open Graph and Twitter card, absolute on the public origin', () => {
    const meta = seoMeta(matches, {
      title: 'Sult',
      description: 'En roman.',
      canonicalPath: '/verk/sult_1',
      image: '/covers/1.jpg',
      imageAlt: 'Omslag: Sult',
      type: 'book',
      openGraph: { 'book:isbn': '9788205001114' },
    });
    expect(meta).toEqual([
      { title: 'Sult | Oslo bibliotek' },
      { name: 'description', content: 'En roman.' },
      { tagName: 'link', rel: 'canonical', href: 'https://bibliotek.example/verk/sult_1' },
      { property: 'og:site_name', content: 'Oslo bibliotek' },
      { property: 'og:locale', content: 'nb_NO' },
      { property: 'og:type', content: 'book' },
      { property: 'og:title', content: 'Sult' },
      { property: 'og:description', content: 'En roman.' },
      { property: 'og:url', content: 'https://bibliotek.example/verk/sult_1' },
      { property: 'og:image', content: 'https://bibliotek.example/covers/1.jpg' },
      { property: 'og:image:alt', content: 'Omslag: Sult' },
      { property: 'book:isbn', content: '9788205001114' },
      { name: 'twitter:card', content: 'summary' },
    ]);
  });

  it('names the page’s language as Open Graph’s locale', () => {
    const locale = (language: string) =>
      seoMeta([{ id: 'root', loaderData: { publicUrl: 'https://bibliotek.example', language } }], {
        canonicalPath: '/',
      }).find((m) => 'property' in m && m.property === 'og:locale');
    expect(locale('nb')).toEqual({ property: 'og:locale', content: 'nb_NO' });
    expect(locale('nn')).toEqual({ property: 'og:locale', content: 'nn_NO' });
    expect(locale('en')).toEqual({ property: 'og:locale', content: 'en_GB' });
  });

  it('shows a wide picture large, and names the site on the home page', () => {
    const meta = seoMeta(matches, { canonicalPath: '/', image: 'https://cdn.example/b.jpg', largeImage: true });
    expect(meta).toContainEqual({ title: 'Oslo bibliotek' });
    expect(meta).toContainEqual({ property: 'og:title', content: 'Oslo bibliotek' });
    expect(meta).toContainEqual({ property: 'og:image', content: 'https://cdn.example/b.jpg' });
    expect(meta).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
    expect(meta.some((m) => 'name' in m && m.name === 'description')).toBe(false);
  });

  it('says nothing relative when the root has no origin (its own error)', () => {
    expect(publicOrigin([undefined, { id: 'root', loaderData: undefined }])).toBeNull();
    expect(seoMeta([], { title: 'Sult', description: 'En roman.', canonicalPath: '/verk/sult_1' })).toEqual([
      { title: 'Sult | Oslo bibliotek' },
      { name: 'description', content: 'En roman.' },
    ]);
  });
});

describe('shortDescription', () => {
  it('keeps a short text, and cuts a long one at a word before 160 characters', () => {
    expect(shortDescription('  En   roman. ')).toBe('En roman.');
    const long = `${'ord '.repeat(60)}slutt`;
    const cut = shortDescription(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut).toMatch(/ord…$/);
  });
});

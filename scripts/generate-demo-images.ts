// Writes the demo library's source images (flat SVG illustrations) into content/images; deterministic, so re-running changes nothing.
// Usage: npx tsx scripts/generate-demo-images.ts   (the files are checked in; run again after changing image-art.ts)
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HEADER_LIBRARIES } from '#core/libraries.ts';
import { illustrationSvg, type Motif } from '#server/services/image-art.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', 'content', 'images');

/** Aspect ratios of the demo sources; the page components give <img> the same width/height. */
const WIDE = { width: 1200, height: 800 } as const; // 3:2 cards and the default campaign image
const LANDSCAPE = { width: 1920, height: 1080 } as const; // 16:9 horizontal campaign image, info screens
const PORTRAIT = { width: 1080, height: 1920 } as const; // 9:16 vertical campaign image
const SQUARE = { width: 800, height: 800 } as const; // employee portraits

interface Job {
  file: string;
  motif: Motif;
  size: { width: number; height: number };
}

// Event types as the seed names their images (/images/events/{slug}.jpg and {slug}-skjerm.jpg).
const EVENT_MOTIFS: Readonly<Record<string, Motif>> = {
  konsert: 'note',
  foredrag: 'microphone',
  forfattermote: 'book',
  kurs: 'laptop',
  lesesirkel: 'circle',
  film: 'film',
  verksted: 'gear',
  eventyrstund: 'moon',
  sprakkafe: 'globe',
  debatt: 'bubbles',
  spill: 'dice',
  utstilling: 'frames',
};

// Library services by seed id (/images/services/{id}.jpg), in the order of server/db/seed/content.ts.
const SERVICE_MOTIFS: readonly Motif[] = [
  'laptop',
  'globe',
  'film',
  'dice',
  'dice',
  'film',
  'moon',
  'microphone',
  'book',
  'laptop',
  'lamp',
  'card',
  'bubbles',
  'bubbles',
  'laptop',
  'frames',
  'circle',
  'book',
  'circle',
  'chair',
  'lamp',
  'frames',
  'microphone',
  'globe',
  'building',
  'note',
  'gear',
  'gear',
  'laptop',
];

const CAMPAIGNS: readonly [string, Motif][] = [
  ['bli-laner', 'card'],
  ['tegneserier', 'panels'],
  ['velkommen', 'arch'],
  ['julegavetips', 'gift'],
];

function jobs(): Job[] {
  const list: Job[] = [];
  for (const { slug } of HEADER_LIBRARIES) list.push({ file: `libraries/${slug}.svg`, motif: 'building', size: WIDE });
  for (const [slug, motif] of Object.entries(EVENT_MOTIFS)) {
    list.push({ file: `events/${slug}.svg`, motif, size: WIDE });
    list.push({ file: `events/${slug}-skjerm.svg`, motif, size: LANDSCAPE });
  }
  SERVICE_MOTIFS.forEach((motif, index) => list.push({ file: `services/${index + 1}.svg`, motif, size: WIDE }));
  for (const [name, motif] of CAMPAIGNS) {
    list.push({ file: `campaigns/${name}.svg`, motif, size: WIDE });
    list.push({ file: `campaigns/${name}-liggende.svg`, motif, size: LANDSCAPE });
    list.push({ file: `campaigns/${name}-staende.svg`, motif, size: PORTRAIT });
  }
  for (let i = 1; i <= 6; i++) list.push({ file: `employees/e${i}.svg`, motif: 'person', size: SQUARE });
  return list;
}

let written = 0;
for (const job of jobs()) {
  const path = join(root, job.file);
  // The file name seeds the picture, so each library, event type and service looks different.
  const svg = illustrationSvg({
    name: job.file.replace(/-(liggende|staende|skjerm)\.svg$/, '.svg'),
    motif: job.motif,
    ...job.size,
  });
  let current = '';
  try {
    current = readFileSync(path, 'utf8');
  } catch {
    /* new file */
  }
  if (current === svg) continue;
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, svg);
  written++;
}
console.log(`content/images: ${jobs().length} images, ${written} written`);

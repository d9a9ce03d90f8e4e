// Deterministic flat illustrations as SVG: the demo library's images (scripts/generate-demo-images.ts) and generated book covers.
import { hashString, mulberry32 } from '#core/random.ts';

interface Palette {
  bg: string;
  shapes: readonly [string, string, string];
  ink: string;
  paper: string;
}

/** Calm Scandinavian palettes around the portal's brand teal and accent yellow. */
const PALETTES: readonly Palette[] = [
  { bg: '#0b5d55', shapes: ['#ffd25e', '#e2f0ed', '#f4a261'], ink: '#06362f', paper: '#f6f4ef' },
  { bg: '#f6f4ef', shapes: ['#0b5d55', '#e76f51', '#ffd25e'], ink: '#1c1b1f', paper: '#ffffff' },
  { bg: '#264653', shapes: ['#e9c46a', '#2a9d8f', '#f4a261'], ink: '#142a33', paper: '#f6f4ef' },
  { bg: '#ffd25e', shapes: ['#0b5d55', '#e76f51', '#1c1b1f'], ink: '#1c1b1f', paper: '#fff8e1' },
  { bg: '#6d597a', shapes: ['#ffcdb2', '#e5989b', '#b5838d'], ink: '#2f2238', paper: '#fdf0e9' },
  { bg: '#e2f0ed', shapes: ['#0b5d55', '#ff8c61', '#355070'], ink: '#1c1b1f', paper: '#ffffff' },
  { bg: '#355070', shapes: ['#eaac8b', '#e56b6f', '#b56576'], ink: '#1d2f44', paper: '#f6f4ef' },
  { bg: '#e76f51', shapes: ['#264653', '#f4a261', '#fff3e0'], ink: '#2b1a14', paper: '#fff3e0' },
  { bg: '#588157', shapes: ['#dad7cd', '#a3b18a', '#ffd25e'], ink: '#263a26', paper: '#f4f1e8' },
];

function paletteFor(name: string): Palette {
  return PALETTES[hashString(name) % PALETTES.length];
}

/** Motifs are drawn in a 400 × 400 box and placed by the composition. */
export const MOTIFS = [
  'book',
  'note',
  'film',
  'microphone',
  'laptop',
  'bubbles',
  'dice',
  'moon',
  'gear',
  'frames',
  'circle',
  'card',
  'gift',
  'arch',
  'building',
  'person',
  'panels',
  'globe',
  'headphones',
  'lamp',
  'chair',
] as const;
export type Motif = (typeof MOTIFS)[number];

const r = (n: number): string => (Math.round(n * 10) / 10).toString();

function motifSvg(motif: Motif, p: Palette, rand: () => number): string {
  const [a, b, c] = p.shapes;
  switch (motif) {
    case 'book':
      return (
        `<path d="M200 110 L60 80 L60 300 L200 330 Z" fill="${p.paper}"/><path d="M200 110 L340 80 L340 300 L200 330 Z" fill="${b}"/>` +
        `<path d="M200 110 V330" stroke="${p.ink}" stroke-width="6"/>` +
        [0, 1, 2, 3]
          .map(
            (i) =>
              `<path d="M85 ${130 + i * 38} L180 ${150 + i * 38}" stroke="${a}" stroke-width="10" stroke-linecap="round"/>`,
          )
          .join('')
      );
    case 'note':
      return (
        `<circle cx="140" cy="290" r="55" fill="${a}"/><rect x="180" y="80" width="16" height="215" fill="${a}"/>` +
        `<path d="M196 80 C260 100 300 140 290 210 C280 160 240 140 196 140 Z" fill="${b}"/><circle cx="290" cy="320" r="30" fill="${c}"/>`
      );
    case 'film':
      return (
        `<rect x="70" y="80" width="260" height="240" rx="12" fill="${p.ink}"/>` +
        [0, 1, 2, 3, 4, 5]
          .map(
            (i) =>
              `<rect x="84" y="${96 + i * 36}" width="20" height="20" rx="3" fill="${p.paper}"/><rect x="296" y="${96 + i * 36}" width="20" height="20" rx="3" fill="${p.paper}"/>`,
          )
          .join('') +
        `<rect x="122" y="100" width="156" height="90" rx="6" fill="${a}"/><rect x="122" y="210" width="156" height="90" rx="6" fill="${b}"/>`
      );
    case 'microphone':
      return (
        `<rect x="160" y="60" width="80" height="150" rx="40" fill="${a}"/><path d="M120 170 A80 80 0 0 0 280 170" fill="none" stroke="${p.paper}" stroke-width="14"/>` +
        `<rect x="193" y="250" width="14" height="70" fill="${p.paper}"/><rect x="140" y="316" width="120" height="20" rx="10" fill="${b}"/>`
      );
    case 'laptop':
      return (
        `<rect x="90" y="100" width="220" height="150" rx="10" fill="${p.ink}"/><rect x="104" y="114" width="192" height="122" rx="4" fill="${a}"/>` +
        `<path d="M60 262 H340 L320 296 H80 Z" fill="${p.paper}"/><circle cx="170" cy="175" r="26" fill="${b}"/><rect x="210" y="150" width="70" height="14" rx="7" fill="${p.paper}"/><rect x="210" y="180" width="50" height="14" rx="7" fill="${p.paper}"/>`
      );
    case 'bubbles':
      return (
        `<path d="M60 90 H250 A20 20 0 0 1 270 110 V210 A20 20 0 0 1 250 230 H130 L90 270 V230 H80 A20 20 0 0 1 60 210 V110 A20 20 0 0 1 80 90 Z" fill="${a}"/>` +
        `<path d="M160 180 H320 A20 20 0 0 1 340 200 V280 A20 20 0 0 1 320 300 H310 V336 L270 300 H180 A20 20 0 0 1 160 280 Z" fill="${p.paper}"/>` +
        `<circle cx="120" cy="160" r="12" fill="${p.ink}"/><circle cx="165" cy="160" r="12" fill="${p.ink}"/><circle cx="210" cy="160" r="12" fill="${p.ink}"/>`
      );
    case 'dice':
      return (
        `<rect x="70" y="120" width="150" height="150" rx="24" fill="${p.paper}" transform="rotate(-12 145 195)"/>` +
        `<rect x="200" y="150" width="130" height="130" rx="22" fill="${a}" transform="rotate(10 265 215)"/>` +
        [
          [115, 165],
          [145, 195],
          [175, 225],
        ]
          .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="12" fill="${p.ink}"/>`)
          .join('') +
        [
          [240, 190],
          [290, 190],
          [240, 240],
          [290, 240],
        ]
          .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="11" fill="${p.ink}"/>`)
          .join('')
      );
    case 'moon':
      return (
        `<circle cx="190" cy="200" r="120" fill="${a}"/><circle cx="240" cy="160" r="105" fill="${p.bg}"/>` +
        [0, 1, 2, 3, 4]
          .map(() => {
            const x = 220 + rand() * 150;
            const y = 60 + rand() * 280;
            const s = 8 + rand() * 10;
            return `<path d="M${r(x)} ${r(y - s)} L${r(x + s / 3)} ${r(y - s / 3)} L${r(x + s)} ${r(y)} L${r(x + s / 3)} ${r(y + s / 3)} L${r(x)} ${r(y + s)} L${r(x - s / 3)} ${r(y + s / 3)} L${r(x - s)} ${r(y)} L${r(x - s / 3)} ${r(y - s / 3)} Z" fill="${p.paper}"/>`;
          })
          .join('')
      );
    case 'gear': {
      const teeth = Array.from({ length: 10 }, (_, i) => {
        const angle = (i / 10) * 360;
        return `<rect x="185" y="60" width="30" height="50" rx="6" fill="${a}" transform="rotate(${angle} 200 200)"/>`;
      }).join('');
      return `${teeth}<circle cx="200" cy="200" r="110" fill="${a}"/><circle cx="200" cy="200" r="45" fill="${p.bg}"/><path d="M60 330 L150 240" stroke="${b}" stroke-width="22" stroke-linecap="round"/>`;
    }
    case 'frames':
      return (
        `<rect x="50" y="90" width="150" height="120" fill="${p.paper}"/><rect x="64" y="104" width="122" height="92" fill="${a}"/>` +
        `<rect x="220" y="70" width="130" height="170" fill="${p.paper}"/><rect x="234" y="84" width="102" height="142" fill="${b}"/><circle cx="285" cy="140" r="30" fill="${c}"/>` +
        `<rect x="110" y="240" width="180" height="110" fill="${p.paper}"/><path d="M124 336 L180 270 L220 310 L250 280 L276 336 Z" fill="${c}"/>`
      );
    case 'circle':
      return (
        `<circle cx="200" cy="200" r="70" fill="${a}"/>` +
        Array.from({ length: 7 }, (_, i) => {
          const angle = (i / 7) * Math.PI * 2;
          return `<circle cx="${r(200 + Math.cos(angle) * 140)}" cy="${r(200 + Math.sin(angle) * 140)}" r="30" fill="${i % 2 ? p.paper : b}"/>`;
        }).join('')
      );
    case 'card':
      return (
        `<rect x="50" y="110" width="300" height="190" rx="18" fill="${p.paper}" transform="rotate(-6 200 205)"/>` +
        `<rect x="50" y="150" width="300" height="34" fill="${a}" transform="rotate(-6 200 205)"/>` +
        `<rect x="80" y="220" width="120" height="16" rx="8" fill="${p.ink}" transform="rotate(-6 200 205)"/><rect x="80" y="250" width="80" height="16" rx="8" fill="${b}" transform="rotate(-6 200 205)"/>` +
        `<circle cx="300" cy="250" r="26" fill="${b}" transform="rotate(-6 200 205)"/>`
      );
    case 'gift':
      return (
        `<rect x="90" y="170" width="220" height="170" rx="8" fill="${a}"/><rect x="76" y="130" width="248" height="50" rx="8" fill="${b}"/>` +
        `<rect x="186" y="130" width="28" height="210" fill="${p.paper}"/><path d="M200 130 C150 60 100 110 200 130 C300 110 250 60 200 130 Z" fill="none" stroke="${p.paper}" stroke-width="14"/>`
      );
    case 'arch':
      return (
        `<path d="M100 340 V190 A100 100 0 0 1 300 190 V340 Z" fill="${p.paper}"/><path d="M130 340 V195 A70 70 0 0 1 270 195 V340 Z" fill="${a}"/>` +
        `<circle cx="300" cy="90" r="40" fill="${b}"/><rect x="60" y="336" width="280" height="14" rx="7" fill="${p.ink}"/>`
      );
    case 'building': {
      const blocks: string[] = [];
      let x = 40;
      while (x < 340) {
        const w = 50 + rand() * 60;
        const h = 120 + rand() * 180;
        const colour = [a, b, c, p.paper][Math.floor(rand() * 4)];
        blocks.push(
          `<rect x="${r(x)}" y="${r(340 - h)}" width="${r(Math.min(w, 360 - x))}" height="${r(h)}" fill="${colour}"/>`,
        );
        for (let wy = 340 - h + 20; wy < 320; wy += 36) {
          for (let wx = x + 12; wx < x + w - 22 && wx < 340; wx += 28) {
            blocks.push(`<rect x="${r(wx)}" y="${r(wy)}" width="14" height="18" fill="${p.ink}" opacity="0.55"/>`);
          }
        }
        x += w + 6;
      }
      return `${blocks.join('')}<rect x="20" y="338" width="360" height="12" fill="${p.ink}"/>`;
    }
    case 'person':
      return (
        `<circle cx="200" cy="150" r="78" fill="${p.paper}"/><path d="M60 400 C60 280 120 240 200 240 C280 240 340 280 340 400 Z" fill="${a}"/>` +
        `<path d="M122 140 C130 70 270 70 278 140 C250 100 150 100 122 140 Z" fill="${p.ink}"/>`
      );
    case 'panels':
      return (
        `<rect x="50" y="60" width="300" height="290" fill="${p.ink}"/><rect x="62" y="72" width="134" height="130" fill="${a}"/>` +
        `<rect x="206" y="72" width="132" height="130" fill="${p.paper}"/><rect x="62" y="212" width="276" height="126" fill="${b}"/>` +
        `<path d="M230 100 H320 V160 H262 L246 180 V160 H230 Z" fill="${p.bg}"/><circle cx="130" cy="140" r="36" fill="${p.paper}"/><path d="M90 320 L160 250 L220 300 L270 260 L330 320 Z" fill="${c}"/>`
      );
    case 'globe':
      return (
        `<circle cx="200" cy="200" r="140" fill="${a}"/><ellipse cx="200" cy="200" rx="60" ry="140" fill="none" stroke="${p.ink}" stroke-width="8"/>` +
        `<path d="M60 200 H340 M80 130 H320 M80 270 H320" stroke="${p.ink}" stroke-width="8"/><path d="M130 100 C170 140 150 180 110 200 C140 230 170 230 180 280" fill="none" stroke="${b}" stroke-width="20" stroke-linecap="round"/>`
      );
    case 'headphones':
      return (
        `<path d="M90 250 V200 A110 110 0 0 1 310 200 V250" fill="none" stroke="${p.paper}" stroke-width="22"/>` +
        `<rect x="70" y="220" width="60" height="110" rx="24" fill="${a}"/><rect x="270" y="220" width="60" height="110" rx="24" fill="${a}"/>` +
        `<rect x="165" y="150" width="70" height="120" rx="12" fill="${b}"/><rect x="177" y="165" width="46" height="80" rx="4" fill="${p.paper}"/>`
      );
    case 'lamp':
      return (
        `<path d="M120 80 H280 L320 200 H80 Z" fill="${a}"/><rect x="192" y="200" width="16" height="120" fill="${p.paper}"/>` +
        `<rect x="130" y="320" width="140" height="22" rx="11" fill="${p.paper}"/><path d="M80 200 L40 350 H360 L320 200 Z" fill="${a}" opacity="0.25"/>`
      );
    case 'chair':
      return (
        `<rect x="110" y="90" width="180" height="150" rx="26" fill="${a}"/><rect x="90" y="200" width="220" height="60" rx="20" fill="${b}"/>` +
        `<rect x="110" y="255" width="18" height="90" fill="${p.ink}"/><rect x="272" y="255" width="18" height="90" fill="${p.ink}"/><circle cx="330" cy="110" r="30" fill="${p.paper}"/>`
      );
  }
}

/** Large soft background shapes; kept partly off-canvas so the picture feels cropped from a bigger one. */
function decor(width: number, height: number, p: Palette, rand: () => number): string {
  const [a, b, c] = p.shapes;
  const parts: string[] = [];
  const big = Math.max(width, height);
  parts.push(
    `<circle cx="${r(width * (0.75 + rand() * 0.3))}" cy="${r(height * (rand() * 0.4))}" r="${r(big * (0.28 + rand() * 0.12))}" fill="${a}" opacity="0.35"/>`,
  );
  parts.push(
    `<circle cx="${r(width * rand() * 0.25)}" cy="${r(height * (0.8 + rand() * 0.3))}" r="${r(big * (0.22 + rand() * 0.1))}" fill="${b}" opacity="0.3"/>`,
  );
  const stripeY = height * (0.1 + rand() * 0.2);
  for (let i = 0; i < 4; i++) {
    parts.push(
      `<rect x="${r(width * 0.06)}" y="${r(stripeY + i * 22)}" width="${r(width * (0.1 + rand() * 0.08))}" height="8" rx="4" fill="${c}" opacity="0.6"/>`,
    );
  }
  const dotsX = width * (0.78 + rand() * 0.1);
  const dotsY = height * (0.72 + rand() * 0.1);
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 5; col++) {
      parts.push(
        `<circle cx="${r(dotsX + col * 22 - 44)}" cy="${r(dotsY + row * 22)}" r="4" fill="${p.paper}" opacity="0.55"/>`,
      );
    }
  }
  return parts.join('');
}

export interface IllustrationOptions {
  /** Seeds colours and shapes: the same name always draws the same picture. */
  name: string;
  motif: Motif;
  width: number;
  height: number;
  palette?: Palette;
}

/** A complete illustration: background, soft shapes and the motif, centred and scaled to fit. */
export function illustrationSvg({ name, motif, width, height, palette }: IllustrationOptions): string {
  const p = palette ?? paletteFor(name);
  const rand = mulberry32(hashString(`${name}|${motif}`));
  const size = Math.min(width, height) * 0.72;
  const scale = size / 400;
  const x = (width - size) / 2 + (rand() - 0.5) * width * 0.12;
  const y = (height - size) / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="${p.bg}"/>` +
    decor(width, height, p, rand) +
    `<g transform="translate(${r(x)} ${r(y)}) scale(${Math.round(scale * 1000) / 1000})">${motifSvg(motif, p, rand)}</g>` +
    `</svg>\n`
  );
}

// ---------------------------------------------------------------- covers

export interface CoverData {
  recordId: string;
  title: string;
  creator: string;
  /** Bok, Film, Musikkopptak, Tegneserie, Lydbok, E-bok, Tidsskrift … */
  mediaType: string;
}

const COVER_WIDTH = 600;
const COVER_HEIGHT = 900;

const COVER_MOTIF: Readonly<Record<string, Motif>> = {
  Bok: 'book',
  'E-bok': 'laptop',
  Lydbok: 'headphones',
  Film: 'film',
  Musikkopptak: 'note',
  Tegneserie: 'panels',
  Tidsskrift: 'frames',
  Noter: 'note',
  Kart: 'frames',
};

export function escapeXml(value: string): string {
  return value.replace(
    /[<>&"']/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch,
  );
}

/** Greedy word wrap by character count; the last line ends in an ellipsis when text is cut. */
export function wrapWords(text: string, maxChars: number, maxLines: number): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  let index = 0;
  for (; index < words.length; index++) {
    const word = words[index].length > maxChars ? `${words[index].slice(0, maxChars - 1)}…` : words[index];
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= maxChars) {
      current = candidate;
      continue;
    }
    lines.push(current);
    current = word;
    if (lines.length === maxLines) break;
  }
  if (lines.length < maxLines && current) {
    lines.push(current);
    current = '';
  }
  const cut = index < words.length || current !== '';
  if (cut && lines.length > 0) {
    let last = lines[lines.length - 1];
    if (last.length + 1 > maxChars) {
      // Make room for the ellipsis by dropping the last word rather than cutting one in half.
      const space = last.lastIndexOf(' ');
      last = space > 0 ? last.slice(0, space) : last.slice(0, maxChars - 1);
    }
    lines[lines.length - 1] = `${last}…`;
  }
  return lines;
}

/** A generated cover (2:3): motif by media type, colours by record id, title and creator in a paper band. */
export function coverSvg(data: CoverData): string {
  const p = paletteFor(data.recordId);
  const rand = mulberry32(hashString(data.recordId));
  const motif = COVER_MOTIF[data.mediaType] ?? 'book';
  const long = data.title.length > 40;
  const titleSize = long ? 40 : 50;
  const titleLines = wrapWords(data.title, long ? 19 : 15, 4);
  const creatorLines = data.creator ? wrapWords(data.creator, 26, 2) : [];
  const bandTop = 500;
  const title = titleLines
    .map(
      (line, i) =>
        `<text x="48" y="${bandTop + 78 + i * (titleSize + 8)}" font-size="${titleSize}" font-weight="700">${escapeXml(line)}</text>`,
    )
    .join('');
  const creatorTop = bandTop + 78 + titleLines.length * (titleSize + 8) + 22;
  const creator = creatorLines
    .map((line, i) => `<text x="48" y="${creatorTop + i * 38}" font-size="30">${escapeXml(line)}</text>`)
    .join('');
  const size = 360;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}">` +
    `<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="${p.bg}"/>` +
    decor(COVER_WIDTH, bandTop, p, rand) +
    `<g transform="translate(${(COVER_WIDTH - size) / 2} 70) scale(${size / 400})">${motifSvg(motif, p, rand)}</g>` +
    `<rect y="${bandTop}" width="${COVER_WIDTH}" height="${COVER_HEIGHT - bandTop}" fill="${p.paper}"/>` +
    `<rect y="${bandTop}" width="${COVER_WIDTH}" height="10" fill="${p.shapes[0]}"/>` +
    `<g font-family="DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif" fill="#1c1b1f">${title}${creator}</g>` +
    `</svg>\n`
  );
}

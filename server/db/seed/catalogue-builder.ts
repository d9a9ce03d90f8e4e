// The in-memory catalogue builder: ids, work URIs, ISBN/EAN, record ids, barcodes and how copies spread over branches.
import type {
  agents,
  items,
  publications,
  publisherSeries,
  serials,
  workAgents,
  workSeries,
  works,
} from '../schema.ts';
import { addDays, osloDate, osloInstant, osloYear } from './calendar.ts';
import { ean13, isbn13 } from './identifiers.ts';
import type { LibraryRow } from './libraries.ts';
import { hashString } from '#core/random.ts';
import type { Random } from './random.ts';
import type { AgentRole, Audience, MediaType } from './real-works.ts';
import * as w from './words.ts';

export type AgentRow = typeof agents.$inferInsert & { id: number; name: string };
export type WorkSeriesRow = typeof workSeries.$inferInsert & { id: number; name: string };
export type PublisherSeriesRow = typeof publisherSeries.$inferInsert & { id: number; name: string };
export type SerialRow = typeof serials.$inferInsert & { id: number; title: string };
export type WorkRow = typeof works.$inferInsert & { id: number; title: string; uri: string };
export type WorkAgentRow = typeof workAgents.$inferInsert;
export type PublicationRow = typeof publications.$inferInsert & {
  id: number;
  recordId: string;
  workId: number;
  title: string;
  mediaType: MediaType;
  language: string;
};
type ItemStatus = 'available' | 'picking' | 'on_loan' | 'in_transit' | 'reserved_on_shelf' | 'lost' | 'discarded';
export type ItemRow = typeof items.$inferInsert & {
  id: number;
  barcode: string;
  publicationId: number;
  libraryId: number;
  status: ItemStatus;
  loanable: boolean;
  reservable: boolean;
};

export interface WorkInfo {
  audience: Audience;
  mediaType: MediaType;
  fiction: boolean;
  popular: boolean;
}

export interface CatalogueSeed {
  agents: AgentRow[];
  workSeries: WorkSeriesRow[];
  publisherSeries: PublisherSeriesRow[];
  serials: SerialRow[];
  works: WorkRow[];
  workAgents: WorkAgentRow[];
  publications: PublicationRow[];
  items: ItemRow[];
  workInfo: Map<number, WorkInfo>;
  /** Work id by REAL_WORKS key. */
  realWorkIds: Map<string, number>;
  publicationsByWork: Map<number, PublicationRow[]>;
  itemsByPublication: Map<number, ItemRow[]>;
}

/** Relative share of copies per branch (by name). Biblo branches only get children's and youth copies. */
const LIBRARY_WEIGHTS: Readonly<Record<string, number>> = {
  Bjørvika: 6,
  Grünerløkka: 2,
  Majorstuen: 2,
  Furuset: 1.5,
  Stovner: 1.5,
  Holmlia: 1.2,
  Tøyen: 1.2,
  Nydalen: 1,
  Torshov: 1,
  Lambertseter: 1,
  Røa: 1,
  Bøler: 1,
  Oppsal: 1,
  'St.Hanshaugen': 1,
  Bjerke: 0.8,
  Linderud: 0.8,
  Mortensrud: 0.8,
  Romsås: 0.7,
  Smestad: 0.6,
  Nordtvet: 0.5,
  Bjørnholt: 0.4,
  'Biblo Tøyen': 0.6,
  'Biblo Holmlia': 0.6,
  'Bredtveit kvinnefengsel': 0.15,
  'Oslo fengsel': 0.25,
};

/** ISBN registration group per language of an edition. */
const ISBN_GROUP: Readonly<Record<string, string>> = {
  nob: '82',
  nno: '82',
  eng: '1',
  fre: '2',
  ger: '3',
  jpn: '4',
  spa: '84',
  ita: '88',
  swe: '91',
  dan: '87',
  pol: '83',
  ara: '9953',
  urd: '969',
  som: '1',
};

export interface Creator {
  agentId: number;
  role: AgentRole;
}

export interface WorkSpec {
  key: string;
  title: string;
  subtitle?: string | null;
  originalTitle?: string | null;
  description: string;
  year: number;
  fiction: boolean;
  audience: Audience;
  genres: string[];
  subjects: string[];
  compositionTypes?: string[];
  creators: Creator[];
  mediaType: MediaType;
  popular?: boolean;
  workSeriesId?: number;
  workSeriesPosition?: number;
}

export interface EditionSpec {
  mediaType: MediaType;
  format: string;
  language: string;
  year: number;
  publisher: string | null;
  title?: string;
  extent: string | null;
  ageLimit?: number | null;
  copies: number;
  shelf: string;
  cover: boolean;
  publisherSeriesId?: number;
  publisherSeriesNumber?: number;
  serialId?: number;
  issueLabel?: string;
  remoteReservable?: boolean;
  /** The newest periodical issue is read in the library only. */
  referenceOnly?: boolean;
}

export function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Three-letter shelf code from the last word of a name: 'Knut Hamsun' → 'Ham'. */
export function shelfCode(name: string): string {
  const words = name.trim().split(/\s+/);
  const last = words[words.length - 1] ?? name;
  return cap(last.slice(0, 3).toLowerCase());
}

export function titleCode(title: string): string {
  const letters = title.replace(/^(Den|Det|De|The|La|Le|Les|El|Das|Die|Der)\s+/i, '').replace(/[^\p{L}\p{N}-]/gu, '');
  return cap(letters.slice(0, 3).toLowerCase());
}

export function workUriFor(key: string): string {
  let hex = '';
  for (let i = 0; i < 4; i++) hex += hashString(`${key}#${i}`).toString(16).padStart(8, '0');
  return `http://data.deichman.no/work/w${hex}`;
}

export class CatalogueBuilder {
  readonly agents: AgentRow[] = [];
  readonly workSeries: WorkSeriesRow[] = [];
  readonly publisherSeries: PublisherSeriesRow[] = [];
  readonly serials: SerialRow[] = [];
  readonly works: WorkRow[] = [];
  readonly workAgents: WorkAgentRow[] = [];
  readonly publications: PublicationRow[] = [];
  readonly items: ItemRow[] = [];
  readonly workInfo = new Map<number, WorkInfo>();
  readonly realWorkIds = new Map<string, number>();
  readonly publicationsByWork = new Map<number, PublicationRow[]>();
  readonly itemsByPublication = new Map<number, ItemRow[]>();

  private readonly agentIds = new Map<string, number>();
  private readonly uris = new Set<string>();
  private readonly isbnCounters = new Map<string, number>();
  private readonly eanCounters = new Map<string, number>();
  private readonly libraryWeights: [LibraryRow, number][];
  readonly currentYear: number;
  readonly today: string;

  constructor(
    private readonly rng: Random,
    libraries: readonly LibraryRow[],
    private readonly now: Date,
  ) {
    this.libraryWeights = libraries.map((l) => [l, LIBRARY_WEIGHTS[l.name] ?? 1]);
    this.currentYear = osloYear(now);
    this.today = osloDate(now);
  }

  agentByName(name: string): number {
    const id = this.agentIds.get(name);
    if (id === undefined) throw new Error(`unknown agent ${name}`);
    return id;
  }

  addAgent(row: Omit<AgentRow, 'id'>): number {
    const existing = this.agentIds.get(row.name);
    if (existing !== undefined) return existing;
    const id = this.agents.length + 1;
    this.agents.push({ ...row, id });
    this.agentIds.set(row.name, id);
    return id;
  }

  hasAgent(name: string): boolean {
    return this.agentIds.has(name);
  }

  /** A new person with a name not used before. */
  newPerson(
    first: readonly string[],
    last: readonly string[],
    nationality: string,
    born: [number, number],
    what: string,
  ): number {
    for (let attempt = 0; attempt < 60; attempt++) {
      const name = `${this.rng.pick(first)} ${this.rng.pick(last)}`;
      if (this.hasAgent(name)) continue;
      const birthYear = this.rng.int(born[0], born[1]);
      return this.addAgent({
        kind: 'person',
        name,
        birthYear,
        nationality,
        description: `${cap(nationality)} ${what}, født ${birthYear}.`,
      });
    }
    const name = `${this.rng.pick(first)} ${String.fromCharCode(65 + this.rng.int(0, 25))}. ${this.rng.pick(last)}`;
    return this.hasAgent(name)
      ? this.agentByName(name)
      : this.addAgent({ kind: 'person', name, nationality, description: `${cap(nationality)} ${what}.` });
  }

  addWorkSeries(name: string, description: string): number {
    const id = this.workSeries.length + 1;
    this.workSeries.push({ id, name, description });
    return id;
  }

  addPublisherSeries(name: string, publisher: string): number {
    const id = this.publisherSeries.length + 1;
    this.publisherSeries.push({ id, name, publisher });
    return id;
  }

  addSerial(row: Omit<SerialRow, 'id'>): number {
    const id = this.serials.length + 1;
    this.serials.push({ ...row, id });
    return id;
  }

  private createdAtFor(year: number): Date {
    // Recent titles were acquired recently, so "new in the library" lists have something to show.
    const daysAgo = year >= this.currentYear - 1 ? this.rng.int(0, 150) : this.rng.int(150, 1500);
    return osloInstant(addDays(this.today, -daysAgo), `${String(this.rng.int(8, 15)).padStart(2, '0')}:00`);
  }

  addWork(spec: WorkSpec): WorkRow {
    const id = this.works.length + 1;
    let uri = workUriFor(spec.key);
    while (this.uris.has(uri)) uri = workUriFor(`${spec.key}+${id}`);
    this.uris.add(uri);
    const names: string[] = [];
    const positions = new Map<AgentRole, number>();
    const seen = new Set<string>();
    for (const c of spec.creators) {
      const pairKey = `${c.agentId}:${c.role}`;
      if (seen.has(pairKey)) continue;
      seen.add(pairKey);
      const position = positions.get(c.role) ?? 0;
      positions.set(c.role, position + 1);
      this.workAgents.push({ workId: id, agentId: c.agentId, role: c.role, position });
      const name = this.agents[c.agentId - 1].name;
      if (!names.includes(name)) names.push(name);
    }
    const row: WorkRow = {
      id,
      uri,
      title: spec.title,
      subtitle: spec.subtitle ?? null,
      originalTitle: spec.originalTitle ?? null,
      description: spec.description,
      firstPublicationYear: spec.year,
      fiction: spec.fiction,
      audience: spec.audience,
      genres: spec.genres,
      subjects: spec.subjects,
      compositionTypes: spec.compositionTypes ?? [],
      workSeriesId: spec.workSeriesId ?? null,
      workSeriesPosition: spec.workSeriesPosition ?? null,
      creatorNames: names.join(' '),
      createdAt: this.createdAtFor(spec.year),
    };
    this.works.push(row);
    this.workInfo.set(id, {
      audience: spec.audience,
      mediaType: spec.mediaType,
      fiction: spec.fiction,
      popular: spec.popular ?? false,
    });
    this.publicationsByWork.set(id, []);
    return row;
  }

  private nextIsbn(language: string, publisher: string | null): string {
    const known = w.BOOK_PUBLISHERS.find((p) => p.name === publisher);
    const group = ISBN_GROUP[language] ?? '1';
    const prefix =
      known && group === '82' ? known.isbnPrefix : `${group}${String(100 + (hashString(publisher ?? '') % 800))}`;
    const next = (this.isbnCounters.get(prefix) ?? this.rng.int(100, 900)) + this.rng.int(1, 7);
    this.isbnCounters.set(prefix, next);
    return isbn13(prefix, next);
  }

  private nextEan(publisher: string | null): string {
    const prefix = `70${String(100 + (hashString(publisher ?? '') % 900))}`;
    const next = (this.eanCounters.get(prefix) ?? this.rng.int(10000, 90000)) + this.rng.int(1, 9);
    this.eanCounters.set(prefix, next);
    return ean13(prefix, next);
  }

  addEdition(work: WorkRow, spec: EditionSpec): PublicationRow {
    const id = this.publications.length + 1;
    const recordId = `0${String(10_000_000 + id * 23 + this.rng.int(0, 22)).padStart(8, '0')}`;
    const isBookLike =
      spec.mediaType === 'Bok' ||
      spec.mediaType === 'Tegneserie' ||
      spec.mediaType === 'E-bok' ||
      spec.mediaType === 'Lydbok';
    const isDisc = spec.mediaType === 'Film' || spec.mediaType === 'Musikkopptak';
    const row: PublicationRow = {
      id,
      recordId,
      workId: work.id,
      title: spec.title ?? work.title,
      mediaType: spec.mediaType,
      format: spec.format,
      language: spec.language,
      publicationYear: Math.min(spec.year, this.currentYear),
      publisher: spec.publisher,
      isbn: isBookLike && spec.publisher !== null ? this.nextIsbn(spec.language, spec.publisher) : null,
      ean: isDisc ? this.nextEan(spec.publisher) : null,
      extent: spec.extent,
      ageLimit: spec.ageLimit ?? null,
      coverUrl: spec.cover ? `/covers/${recordId}.jpg` : null,
      publisherSeriesId: spec.publisherSeriesId ?? null,
      publisherSeriesNumber: spec.publisherSeriesNumber ?? null,
      serialId: spec.serialId ?? null,
      issueLabel: spec.issueLabel ?? null,
      remoteReservable: spec.remoteReservable ?? true,
      createdAt: this.createdAtFor(spec.year),
    };
    this.publications.push(row);
    this.publicationsByWork.get(work.id)?.push(row);
    const copies: ItemRow[] = [];
    this.itemsByPublication.set(id, copies);
    const digital = spec.format.startsWith('Nedlastbar');
    if (!digital && spec.copies > 0) {
      const audience = this.workInfo.get(work.id)?.audience ?? 'voksen';
      for (const library of this.chooseLibraries(spec.copies, audience, spec.referenceOnly === true)) {
        copies.push(this.addItem(row, library, spec));
      }
    }
    return row;
  }

  private chooseLibraries(count: number, audience: Audience, mainOnly: boolean): LibraryRow[] {
    const candidates = this.libraryWeights.filter(([l]) => {
      if (l.name.startsWith('Biblo')) return audience !== 'voksen';
      if (l.isPickupBranch === false) return audience === 'voksen';
      return true;
    });
    if (mainOnly) return candidates.filter(([l]) => l.name === 'Bjørvika').map(([l]) => l);
    const chosen: LibraryRow[] = [];
    let pool = [...candidates];
    for (let i = 0; i < count && pool.length > 0; i++) {
      const pick = this.rng.weighted(pool.map(([l, weight]) => [l, weight] as const));
      chosen.push(pick);
      // The main library may hold several copies; other branches hold at most one.
      if (pick.name !== 'Bjørvika' || chosen.filter((c) => c === pick).length >= 2)
        pool = pool.filter(([l]) => l !== pick);
    }
    return chosen;
  }

  private addItem(publication: PublicationRow, library: LibraryRow, spec: EditionSpec): ItemRow {
    const id = this.items.length + 1;
    const barcode = `0301${String(1_000_000_000 + id * 11 + this.rng.int(0, 10))}`;
    let status: ItemStatus = 'available';
    let loanable = true;
    let reservable = true;
    let shelf = spec.shelf;
    const roll = this.rng.next();
    if (spec.referenceOnly) {
      loanable = false;
      reservable = false;
      shelf = `Referanse ${spec.shelf}`;
    } else if (roll < 0.012) {
      status = 'lost';
    } else if (roll < 0.015) {
      status = 'discarded';
    } else if (roll < 0.045 && library.name === 'Bjørvika' && spec.mediaType === 'Bok') {
      // Reference copies: read in the library, never lent or reserved.
      loanable = false;
      reservable = false;
      shelf = `Referanse ${spec.shelf}`;
    } else if (roll < 0.06 && spec.mediaType === 'Bok') {
      // Quick-loan copies: lent over the counter, cannot be reserved.
      reservable = false;
      shelf = `Hurtiglån ${spec.shelf}`;
    }
    const item: ItemRow = {
      id,
      barcode,
      publicationId: publication.id,
      libraryId: library.id,
      shelfLocation: shelf,
      status,
      loanable,
      reservable,
    };
    this.items.push(item);
    return item;
  }

  /** A publication year for a generated work, weighted towards recent years and at most `oldest` years back. */
  workYear(oldest = 110): number {
    const band = this.rng.weighted([
      [[0, 4], 0.45],
      [[5, 20], 0.33],
      [[21, 60], 0.17],
      [[61, 110], 0.05],
    ] as const);
    return this.currentYear - Math.min(this.rng.int(band[0], band[1]), oldest);
  }

  laterYear(year: number, min: number, max: number): number {
    return Math.min(this.currentYear, year + this.rng.int(min, max));
  }

  copies(): number {
    return this.rng.weighted([
      [1, 3],
      [2, 4],
      [3, 3],
      [4, 2],
      [5, 1],
      [6, 1],
    ] as const);
  }
}

// ---------------------------------------------------------------- editions helpers

export function bookExtent(rng: Random, min: number, max: number): string {
  return `${rng.int(min, max)} s.`;
}

export function audiobookEdition(
  b: CatalogueBuilder,
  rng: Random,
  base: Omit<EditionSpec, 'mediaType' | 'format' | 'extent' | 'copies'>,
  code: string,
): EditionSpec {
  const format = rng.weighted([
    ['CD', 2],
    ['MP3-CD', 1],
    ['Nedlastbar lydbok', 2],
  ] as const);
  const hours = rng.int(4, 16);
  const minutes = rng.int(0, 59);
  return {
    ...base,
    mediaType: 'Lydbok',
    format,
    extent: format === 'CD' ? `${Math.ceil(hours * 1.2)} CD (${hours} t ${minutes} min)` : `${hours} t ${minutes} min`,
    copies: rng.int(1, 2),
    shelf: `Lydbok ${code}`,
    year: b.laterYear(base.year, 0, 2),
  };
}

export function ebookEdition(
  b: CatalogueBuilder,
  base: Omit<EditionSpec, 'mediaType' | 'format' | 'extent' | 'copies'>,
): EditionSpec {
  return {
    ...base,
    mediaType: 'E-bok',
    format: 'Nedlastbar e-bok',
    extent: '1 e-bok',
    copies: 0,
    year: b.laterYear(base.year, 0, 1),
  };
}

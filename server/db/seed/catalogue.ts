// Builds the demo catalogue in memory: real works, periodicals and generated works with publications and copies.
import {
  CatalogueBuilder,
  audiobookEdition,
  cap,
  bookExtent,
  ebookEdition,
  shelfCode,
  titleCode,
  type CatalogueSeed,
  type EditionSpec,
} from './catalogue-builder.ts';
import { addGeneratedWorks, buildPools } from './generated-works.ts';
import { issn } from './identifiers.ts';
import type { LibraryRow } from './libraries.ts';
import type { Random } from './random.ts';
import { PUBLISHER_SERIES, REAL_AGENTS, REAL_WORKS, WORK_SERIES, type RealWork } from './real-works.ts';

export type { CatalogueSeed, ItemRow, PublicationRow } from './catalogue-builder.ts';

const NATIONALITY_DEWEY: Readonly<Record<string, string>> = {
  norsk: '839.823',
  'norsk-samisk': '839.823',
  svensk: '839.73',
  finlandssvensk: '839.73',
  dansk: '839.813',
  britisk: '823',
  amerikansk: '813',
  nigeriansk: '823',
  tysk: '833',
  fransk: '843',
  belgisk: '843',
  spansk: '863',
  italiensk: '853',
  japansk: '895.63',
  syrisk: '892.7',
  somalisk: '893.5',
  polsk: '891.85',
  pakistansk: '891.439',
};

/** Original-language editions that the library also holds for some real translated works. */
const ORIGINAL_EDITIONS: Readonly<Record<string, { language: string; publisher: string; year: number }>> = {
  'rowling-hp1': { language: 'eng', publisher: 'Bloomsbury', year: 2014 },
  'orwell-1984': { language: 'eng', publisher: 'Penguin', year: 2008 },
  'murakami-norwegian-wood': { language: 'eng', publisher: 'Vintage', year: 2003 },
  'ferrante-venninne': { language: 'ita', publisher: 'Edizioni E/O', year: 2011 },
};

// ---------------------------------------------------------------- real works

function addRealWorks(b: CatalogueBuilder, rng: Random): void {
  for (const [name, facts] of Object.entries(REAL_AGENTS)) {
    b.addAgent({
      kind: facts.kind,
      name,
      birthYear: facts.birthYear ?? null,
      deathYear: facts.deathYear ?? null,
      nationality: facts.nationality ?? null,
      description: facts.description ?? '',
    });
  }
  const seriesIds = new Map<string, number>();
  for (const [name, description] of Object.entries(WORK_SERIES))
    seriesIds.set(name, b.addWorkSeries(name, description));
  const publisherSeriesIds = new Map<string, number>();
  for (const [name, publisher] of Object.entries(PUBLISHER_SERIES))
    publisherSeriesIds.set(name, b.addPublisherSeries(name, publisher));

  for (const real of REAL_WORKS) {
    const series = real.series ? seriesIds.get(real.series[0]) : undefined;
    const work = b.addWork({
      key: real.key,
      title: real.title,
      subtitle: real.subtitle,
      originalTitle: real.originalTitle,
      description: real.description,
      year: real.year,
      fiction: real.fiction,
      audience: real.audience,
      genres: real.genres,
      subjects: real.subjects,
      compositionTypes: real.compositionTypes,
      creators: real.creators.map(([name, role]) => ({ agentId: b.agentByName(name), role })),
      mediaType: real.mediaType,
      popular: real.popular,
      workSeriesId: series,
      workSeriesPosition: real.series?.[1],
    });
    b.realWorkIds.set(real.key, work.id);
    for (const edition of realEditions(b, rng, real, publisherSeriesIds)) b.addEdition(work, edition);
  }
}

function realShelf(real: RealWork): string {
  const main = real.creators[0]?.[0] ?? real.title;
  const nationality = REAL_AGENTS[main]?.nationality ?? 'norsk';
  const code = shelfCode(main);
  switch (real.mediaType) {
    case 'Tegneserie':
      return `Tegneserier ${titleCode(real.title)}`;
    case 'Film':
      return `${real.audience === 'barn' ? 'Barnefilm' : 'Film'} ${titleCode(real.title)}`;
    case 'Musikkopptak':
      return `Musikk ${cap(real.genres[0] ?? 'pop')} ${code}`;
    case 'Bok': {
      const dewey = real.dewey ?? NATIONALITY_DEWEY[nationality] ?? '839.823';
      if (real.audience === 'barn') return `Barn ${dewey} ${code}`;
      if (real.audience === 'ungdom') return `Ungdom ${dewey} ${code}`;
      return `${dewey} ${code}`;
    }
  }
}

function realEditions(
  b: CatalogueBuilder,
  rng: Random,
  real: RealWork,
  publisherSeriesIds: Map<string, number>,
): EditionSpec[] {
  const year = real.editionYear ?? real.year;
  const shelf = realShelf(real);
  const code = shelfCode(real.creators[0]?.[0] ?? real.title);
  const copies = real.popular ? 6 : rng.int(2, 5);
  const editions: EditionSpec[] = [];
  const base = { language: real.language, year, publisher: real.publisher, cover: true, shelf };
  switch (real.mediaType) {
    case 'Bok':
    case 'Tegneserie': {
      const seriesId = real.publisherSeries ? publisherSeriesIds.get(real.publisherSeries[0]) : undefined;
      editions.push({
        ...base,
        mediaType: real.mediaType,
        format: year === real.year || real.mediaType === 'Tegneserie' ? 'Innbundet' : 'Heftet',
        extent:
          real.mediaType === 'Tegneserie'
            ? bookExtent(rng, 48, 160)
            : bookExtent(rng, real.audience === 'barn' ? 60 : 120, 560),
        copies,
        publisherSeriesId: seriesId,
        publisherSeriesNumber: real.publisherSeries?.[1],
      });
      for (const kind of real.alsoAs ?? []) {
        editions.push(kind === 'Lydbok' ? audiobookEdition(b, rng, base, code) : ebookEdition(b, base));
      }
      if (editions.length < 3 && real.mediaType === 'Bok' && (real.popular || rng.chance(0.4))) {
        editions.push({
          ...base,
          mediaType: 'Bok',
          format: 'Pocket',
          year: b.laterYear(year, 1, 3),
          extent: bookExtent(rng, 200, 600),
          copies: real.popular ? 4 : rng.int(1, 3),
          cover: rng.chance(0.7),
        });
      }
      const original = ORIGINAL_EDITIONS[real.key];
      if (editions.length < 3 && original && real.originalTitle) {
        editions.push({
          ...base,
          mediaType: 'Bok',
          format: 'Pocket',
          language: original.language,
          publisher: original.publisher,
          year: original.year,
          title: real.originalTitle,
          extent: bookExtent(rng, 250, 500),
          copies: 2,
          shelf: `Engelsk ${NATIONALITY_DEWEY[REAL_AGENTS[real.creators[0][0]]?.nationality ?? 'britisk'] ?? '823'} ${code}`,
        });
      }
      break;
    }
    case 'Film': {
      const minutes = rng.int(85, 150);
      editions.push({
        ...base,
        year: Math.max(year, 2000),
        mediaType: 'Film',
        format: 'DVD',
        extent: `1 DVD (${minutes} min)`,
        ageLimit: real.ageLimit ?? null,
        copies: real.popular ? 5 : rng.int(2, 4),
      });
      if (real.year >= 2006 || real.popular) {
        editions.push({
          ...base,
          year: Math.max(year, 2010),
          mediaType: 'Film',
          format: 'Blu-ray',
          extent: `1 Blu-ray (${minutes} min)`,
          ageLimit: real.ageLimit ?? null,
          copies: rng.int(1, 3),
        });
      }
      break;
    }
    case 'Musikkopptak': {
      const minutes = rng.int(35, 70);
      editions.push({
        ...base,
        year: Math.max(year, 1986),
        mediaType: 'Musikkopptak',
        format: 'CD',
        extent: `1 CD (${minutes} min)`,
        copies: real.popular ? 4 : rng.int(1, 3),
      });
      if (real.popular || rng.chance(0.5)) {
        editions.push({
          ...base,
          year: b.laterYear(Math.max(year, 2010), 0, 8),
          mediaType: 'Musikkopptak',
          format: 'LP',
          extent: `1 LP (${minutes} min)`,
          copies: rng.int(1, 2),
        });
      }
      break;
    }
  }
  return editions.slice(0, 3);
}

// ---------------------------------------------------------------- periodicals

function addPeriodicals(b: CatalogueBuilder, rng: Random): void {
  const periodicals = [
    {
      title: 'Vagant',
      issn: issn('0802401'),
      publisher: 'Vagant',
      description: 'Tidsskrift for litteratur og kritikk, utgitt fire ganger i året.',
      subjects: ['litteratur', 'kritikk', 'essays'],
    },
    {
      title: 'Samtiden',
      issn: issn('0036383'),
      publisher: 'Aschehoug',
      description: 'Tidsskrift for politikk, litteratur og samfunnsspørsmål, grunnlagt 1890.',
      subjects: ['politikk', 'kultur', 'samfunnsdebatt'],
    },
  ];
  for (const p of periodicals) {
    const serialId = b.addSerial({ title: p.title, issn: p.issn, publisher: p.publisher, description: p.description });
    const work = b.addWork({
      key: `serial-${p.title.toLowerCase()}`,
      title: p.title,
      description: p.description,
      year: p.title === 'Samtiden' ? 1890 : 1988,
      fiction: false,
      audience: 'voksen',
      genres: ['tidsskrifter'],
      subjects: p.subjects,
      creators: [],
      mediaType: 'Tidsskrift',
    });
    const issues: { year: number; quarter: number }[] = [];
    for (let year = b.currentYear - 4; year <= b.currentYear; year++) {
      for (let quarter = 1; quarter <= 4; quarter++) {
        const released = `${year}-${String(quarter * 3 - 1).padStart(2, '0')}-15`;
        if (released <= b.today) issues.push({ year, quarter });
      }
    }
    issues.forEach(({ year, quarter }, index) => {
      const label = `${year}:${quarter}`;
      const latest = index === issues.length - 1;
      b.addEdition(work, {
        mediaType: 'Tidsskrift',
        format: 'Heftet',
        language: 'nob',
        year,
        publisher: p.publisher,
        title: `${p.title} ${label}`,
        extent: `${rng.int(96, 200)} s.`,
        copies: latest ? 1 : rng.int(1, 2),
        shelf: `Tidsskrifter ${titleCode(p.title)}`,
        cover: false,
        serialId,
        issueLabel: label,
        remoteReservable: false,
        referenceOnly: latest,
      });
    });
  }
}

export function buildCatalogue(rng: Random, libraries: readonly LibraryRow[], now: Date): CatalogueSeed {
  const b = new CatalogueBuilder(rng.fork('catalogue'), libraries, now);
  addRealWorks(b, rng.fork('real-works'));
  const pools = buildPools(b, rng.fork('agents'));
  addPeriodicals(b, rng.fork('periodicals'));
  addGeneratedWorks(b, rng.fork('generated'), pools);
  return {
    agents: b.agents,
    workSeries: b.workSeries,
    publisherSeries: b.publisherSeries,
    serials: b.serials,
    works: b.works,
    workAgents: b.workAgents,
    publications: b.publications,
    items: b.items,
    workInfo: b.workInfo,
    realWorkIds: b.realWorkIds,
    publicationsByWork: b.publicationsByWork,
    itemsByPublication: b.itemsByPublication,
  };
}

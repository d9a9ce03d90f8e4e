// The generated ~1,950 works of the demo catalogue: Norwegian and translated fiction, non-fiction, comics, films and music.
import {
  audiobookEdition,
  bookExtent,
  cap,
  ebookEdition,
  shelfCode,
  titleCode,
  type CatalogueBuilder,
  type Creator,
  type EditionSpec,
  type WorkRow,
} from './catalogue-builder.ts';
import type { Random } from './random.ts';
import type { Audience } from './real-works.ts';
import * as t from './titles.ts';
import * as w from './words.ts';

/** How many works the generator adds on top of the real ones, per kind. */
const GENERATED = {
  novel: 320,
  crime: 130,
  translated: 190,
  foreign: 110,
  fantasy: 60,
  poetry: 40,
  youth: 120,
  children: 140,
  picture: 100,
  nonfiction: 330,
  comic: 130,
  film: 140,
  music: 140,
} as const;

// ---------------------------------------------------------------- agent pools

export interface Pools {
  norwegianAuthors: number[];
  foreignAuthors: Map<string, number[]>;
  childrenAuthors: number[];
  illustrators: number[];
  translators: number[];
  nonfictionAuthors: number[];
  comicArtists: number[];
  directors: number[];
  actors: number[];
  musicians: number[];
  bands: number[];
  composers: number[];
  orchestras: number[];
  corporations: number[];
}

export function buildPools(b: CatalogueBuilder, rng: Random): Pools {
  const norwegian = (n: number, born: [number, number], what: string): number[] =>
    Array.from({ length: n }, () =>
      b.newPerson(rng.chance(0.5) ? w.NO_FIRST_F : w.NO_FIRST_M, w.NO_LAST, 'norsk', born, what),
    );
  const foreignAuthors = new Map<string, number[]>();
  for (const nat of w.NATIONALITIES) {
    const list = foreignAuthors.get(nat.language) ?? [];
    for (let i = 0; i < 14; i++)
      list.push(b.newPerson(nat.first, nat.last, nat.nationality, [1945, 1992], 'forfatter'));
    foreignAuthors.set(nat.language, list);
  }
  const foreignMix = (n: number, what: string): number[] =>
    Array.from({ length: n }, () => {
      const nat = rng.pick(w.NATIONALITIES);
      return b.newPerson(nat.first, nat.last, nat.nationality, [1950, 1990], what);
    });
  const corporation = (name: string, description: string): number =>
    b.addAgent({ kind: 'corporation', name, nationality: 'norsk', description });
  return {
    norwegianAuthors: norwegian(300, [1940, 1996], 'forfatter'),
    foreignAuthors,
    childrenAuthors: norwegian(80, [1950, 1992], 'barnebokforfatter'),
    illustrators: norwegian(40, [1955, 1995], 'illustratør'),
    translators: norwegian(40, [1940, 1990], 'oversetter'),
    nonfictionAuthors: norwegian(220, [1940, 1992], 'sakprosaforfatter'),
    comicArtists: [...norwegian(25, [1960, 1995], 'tegneserieskaper'), ...foreignMix(15, 'tegneserieskaper')],
    directors: [...norwegian(40, [1950, 1990], 'filmregissør'), ...foreignMix(20, 'filmregissør')],
    actors: norwegian(60, [1950, 2000], 'skuespiller'),
    musicians: [...norwegian(50, [1950, 2000], 'musiker'), ...foreignMix(15, 'musiker')],
    bands: w.BAND_NAMES.map((name) => corporation(name, 'Norsk band.')),
    composers: w.CLASSICAL_COMPOSERS.map((c) =>
      b.addAgent({
        kind: 'person',
        name: c.name,
        birthYear: c.birthYear,
        deathYear: c.deathYear,
        nationality: c.nationality,
        description: `${cap(c.nationality)} komponist.`,
      }),
    ),
    orchestras: w.ORCHESTRAS.map((name) => corporation(name, 'Norsk orkester.')),
    corporations: w.CORPORATE_AUTHORS.map((name) => corporation(name, 'Norsk institusjon.')),
  };
}

// ---------------------------------------------------------------- generated works

function bookEditions(
  b: CatalogueBuilder,
  rng: Random,
  work: WorkRow,
  opts: {
    language: string;
    publisher: string;
    shelf: string;
    code: string;
    pages: [number, number];
    audiobookChance: number;
    ebookChance: number;
    pocketChance: number;
    original?: { language: string; publisher: string; title: string; shelf: string };
    publisherSeriesId?: number;
    publisherSeriesNumber?: number;
  },
): void {
  const year = work.firstPublicationYear ?? b.currentYear;
  const mainYear = year < 1985 ? b.laterYear(1990, 0, b.currentYear - 1990) : year;
  const base = {
    language: opts.language,
    publisher: opts.publisher,
    shelf: opts.shelf,
    cover: rng.chance(0.6),
    year: mainYear,
  };
  const editions: EditionSpec[] = [
    {
      ...base,
      mediaType: 'Bok',
      format: rng.chance(0.6) ? 'Innbundet' : 'Heftet',
      extent: bookExtent(rng, opts.pages[0], opts.pages[1]),
      copies: b.copies(),
      publisherSeriesId: opts.publisherSeriesId,
      publisherSeriesNumber: opts.publisherSeriesNumber,
    },
  ];
  if (rng.chance(opts.pocketChance) && mainYear < b.currentYear) {
    editions.push({
      ...base,
      mediaType: 'Bok',
      format: 'Pocket',
      year: b.laterYear(mainYear, 1, 3),
      extent: bookExtent(rng, opts.pages[0] + 20, opts.pages[1] + 60),
      copies: rng.int(1, 3),
      cover: rng.chance(0.5),
    });
  }
  if (rng.chance(opts.audiobookChance)) editions.push(audiobookEdition(b, rng, base, opts.code));
  if (rng.chance(opts.ebookChance)) editions.push(ebookEdition(b, base));
  if (opts.original && rng.chance(0.3)) {
    editions.push({
      ...base,
      mediaType: 'Bok',
      format: 'Heftet',
      language: opts.original.language,
      publisher: opts.original.publisher,
      title: opts.original.title,
      year: year,
      extent: bookExtent(rng, opts.pages[0], opts.pages[1]),
      copies: rng.int(1, 2),
      shelf: opts.original.shelf,
    });
  }
  for (const edition of editions.slice(0, 3)) b.addEdition(work, edition);
}

function norwegianPublisher(rng: Random, language: string): string {
  if (language === 'nno') return rng.chance(0.7) ? 'Samlaget' : rng.pick(['Gyldendal', 'Cappelen Damm', 'Aschehoug']);
  return rng.pick(w.BOOK_PUBLISHERS.filter((p) => p.name !== 'Samlaget')).name;
}

export function addGeneratedWorks(b: CatalogueBuilder, rng: Random, pools: Pools): void {
  let n = 0;
  const key = (kind: string): string => `gen-${kind}-${++n}`;
  const lyrikk = b.publisherSeries.find((s) => s.name === 'Lyrikkbiblioteket')?.id;
  let lyrikkNumber = 5;

  // Norwegian novels (some in nynorsk)
  for (let i = 0; i < GENERATED.novel; i++) {
    const author = rng.pick(pools.norwegianAuthors);
    const language = rng.chance(0.15) ? 'nno' : 'nob';
    const themes = rng.sample(w.FICTION_THEMES, rng.int(2, 3));
    const work = b.addWork({
      key: key('novel'),
      title: t.novelTitle(rng, rng.pick(w.NO_FIRST_F)),
      description: t.description(rng, 'novel', { name: rng.pick([...w.NO_FIRST_F, ...w.NO_FIRST_M]) }),
      year: b.workYear(),
      fiction: true,
      audience: 'voksen',
      genres: rng.chance(0.15) ? ['romaner', 'historiske romaner'] : ['romaner'],
      subjects: themes,
      creators: [{ agentId: author, role: 'author' }],
      mediaType: 'Bok',
    });
    const code = shelfCode(b.agents[author - 1].name);
    bookEditions(b, rng, work, {
      language,
      publisher: norwegianPublisher(rng, language),
      shelf: `839.823 ${code}`,
      code,
      pages: [140, 520],
      audiobookChance: 0.15,
      ebookChance: 0.15,
      pocketChance: 0.35,
    });
  }

  // Norwegian crime
  for (let i = 0; i < GENERATED.crime; i++) {
    const author = rng.pick(pools.norwegianAuthors.slice(0, 120));
    const work = b.addWork({
      key: key('crime'),
      title: t.crimeTitle(rng),
      description: t.description(rng, 'crime', { name: rng.pick([...w.NO_FIRST_F, ...w.NO_FIRST_M]) }),
      year: b.workYear(70),
      fiction: true,
      audience: 'voksen',
      genres: rng.chance(0.5) ? ['krim', 'spenning'] : ['krim'],
      subjects: rng.sample(
        ['politietterforskning', 'drap', 'forsvinninger', 'Oslo', 'hevn', 'korrupsjon', 'seriemordere'],
        2,
      ),
      creators: [{ agentId: author, role: 'author' }],
      mediaType: 'Bok',
    });
    const code = shelfCode(b.agents[author - 1].name);
    bookEditions(b, rng, work, {
      language: 'nob',
      publisher: norwegianPublisher(rng, 'nob'),
      shelf: `839.823 ${code}`,
      code,
      pages: [280, 560],
      audiobookChance: 0.3,
      ebookChance: 0.25,
      pocketChance: 0.55,
    });
  }

  // Translated fiction: Norwegian translation, sometimes with the original-language edition too
  const translatable = w.NATIONALITIES.filter((n) =>
    ['swe', 'dan', 'eng', 'ger', 'fre', 'spa', 'ita', 'jpn', 'ara', 'pol'].includes(n.language),
  );
  for (let i = 0; i < GENERATED.translated; i++) {
    const nat = rng.weighted(
      translatable.map(
        (n) => [n, n.language === 'eng' ? 4 : n.language === 'swe' || n.language === 'dan' ? 2 : 1] as const,
      ),
    );
    const author = rng.pick(pools.foreignAuthors.get(nat.language) ?? pools.norwegianAuthors);
    const translator = rng.pick(pools.translators);
    const originalTitle = rng.pick(w.FOREIGN_TITLES[nat.language] ?? w.FOREIGN_TITLES.eng);
    const crime = rng.chance(0.3);
    const fantasy = !crime && rng.chance(0.15);
    const fantasyTitle = t.fantasyTitle(rng, rng.pick(w.CHILD_NAMES));
    const work = b.addWork({
      key: key('translated'),
      title: crime ? t.crimeTitle(rng) : fantasy ? fantasyTitle.title : t.novelTitle(rng, rng.pick(nat.first)),
      originalTitle,
      description: t.description(rng, crime ? 'crime' : fantasy ? 'fantasy' : 'novel', { name: rng.pick(nat.first) }),
      year: b.workYear(80),
      fiction: true,
      audience: 'voksen',
      genres: crime ? ['krim'] : fantasy ? [fantasyTitle.sf ? 'science fiction' : 'fantasy'] : ['romaner'],
      subjects: rng.sample(w.FICTION_THEMES, 2),
      creators: [
        { agentId: author, role: 'author' },
        { agentId: translator, role: 'translator' },
      ],
      mediaType: 'Bok',
    });
    const code = shelfCode(b.agents[author - 1].name);
    bookEditions(b, rng, work, {
      language: 'nob',
      publisher: norwegianPublisher(rng, 'nob'),
      shelf: `${nat.dewey} ${code}`,
      code,
      pages: [220, 620],
      audiobookChance: 0.15,
      ebookChance: 0.15,
      pocketChance: 0.3,
      original: {
        language: nat.language,
        publisher: rng.pick(nat.publishers),
        title: originalTitle,
        shelf: `${nat.shelfLanguage} ${nat.dewey} ${code}`,
      },
    });
  }

  // Books in the original language only (the multilingual collection)
  const multilingual = w.NATIONALITIES.filter((n) =>
    ['eng', 'swe', 'dan', 'ger', 'fre', 'spa', 'ara', 'som', 'pol', 'urd'].includes(n.language),
  );
  for (let i = 0; i < GENERATED.foreign; i++) {
    const nat = multilingual[i % multilingual.length];
    const author = rng.pick(pools.foreignAuthors.get(nat.language) ?? pools.norwegianAuthors);
    const work = b.addWork({
      key: key('foreign'),
      title: rng.pick(w.FOREIGN_TITLES[nat.language] ?? w.FOREIGN_TITLES.eng),
      description: `Roman på ${languageName(nat.language)}. ${t.description(rng, 'novel', { name: rng.pick(nat.first) })}`,
      year: b.workYear(60),
      fiction: true,
      audience: 'voksen',
      genres: ['romaner'],
      subjects: rng.sample(w.FICTION_THEMES, 2),
      creators: [{ agentId: author, role: 'author' }],
      mediaType: 'Bok',
    });
    const code = shelfCode(b.agents[author - 1].name);
    bookEditions(b, rng, work, {
      language: nat.language,
      publisher: rng.pick(nat.publishers),
      shelf: `${nat.shelfLanguage} ${nat.dewey} ${code}`,
      code,
      pages: [180, 480],
      audiobookChance: 0,
      ebookChance: 0.05,
      pocketChance: 0.1,
    });
  }

  // Norwegian fantasy and science fiction
  for (let i = 0; i < GENERATED.fantasy; i++) {
    const author = rng.pick(pools.norwegianAuthors);
    const ft = t.fantasyTitle(rng, rng.pick(w.CHILD_NAMES));
    const youth = rng.chance(0.4);
    const work = b.addWork({
      key: key('fantasy'),
      title: ft.title,
      description: t.description(rng, 'fantasy', { name: rng.pick(w.CHILD_NAMES) }),
      year: b.workYear(45),
      fiction: true,
      audience: youth ? 'ungdom' : 'voksen',
      genres: [ft.sf ? 'science fiction' : 'fantasy'],
      subjects: rng.sample(['magi', 'drager', 'romfart', 'fremtiden', 'kunstig intelligens', 'vennskap', 'krig'], 2),
      creators: [{ agentId: author, role: 'author' }],
      mediaType: 'Bok',
    });
    const code = shelfCode(b.agents[author - 1].name);
    bookEditions(b, rng, work, {
      language: 'nob',
      publisher: norwegianPublisher(rng, 'nob'),
      shelf: `${youth ? 'Ungdom ' : ''}839.823 ${code}`,
      code,
      pages: [300, 640],
      audiobookChance: 0.15,
      ebookChance: 0.2,
      pocketChance: 0.3,
    });
  }

  // Poetry (the first ones continue the Lyrikkbiblioteket publisher series)
  for (let i = 0; i < GENERATED.poetry; i++) {
    const author = rng.pick(pools.norwegianAuthors);
    const language = rng.chance(0.35) ? 'nno' : 'nob';
    const work = b.addWork({
      key: key('poetry'),
      title: t.poetryTitle(rng),
      description: t.description(rng, 'poetry', {}),
      year: b.workYear(),
      fiction: true,
      audience: 'voksen',
      genres: ['dikt'],
      subjects: rng.sample(['natur', 'kjærlighet', 'sorg', 'byliv', 'havet', 'tid'], 2),
      creators: [{ agentId: author, role: 'author' }],
      mediaType: 'Bok',
    });
    const code = shelfCode(b.agents[author - 1].name);
    const inSeries = i < 20 && lyrikk !== undefined;
    bookEditions(b, rng, work, {
      language,
      publisher: inSeries ? 'Gyldendal' : norwegianPublisher(rng, language),
      shelf: `839.821 ${code}`,
      code,
      pages: [48, 120],
      audiobookChance: 0,
      ebookChance: 0.05,
      pocketChance: 0.05,
      publisherSeriesId: inSeries ? lyrikk : undefined,
      publisherSeriesNumber: inSeries ? lyrikkNumber++ : undefined,
    });
  }

  // Youth novels
  for (let i = 0; i < GENERATED.youth; i++) {
    const author = rng.pick([...pools.childrenAuthors, ...pools.norwegianAuthors.slice(200)]);
    const name = rng.pick([...w.NO_FIRST_F, ...w.NO_FIRST_M]);
    const work = b.addWork({
      key: key('youth'),
      title: t.youthTitle(rng, name, rng.pick([...w.NO_FIRST_F, ...w.NO_FIRST_M])),
      description: t.description(rng, 'youth', { name }),
      year: b.workYear(35),
      fiction: true,
      audience: 'ungdom',
      genres: rng.chance(0.3) ? ['romaner', 'spenning'] : ['romaner'],
      subjects: rng.sample(
        ['vennskap', 'kjærlighet', 'identitet', 'skole', 'familie', 'psykisk helse', 'mobbing', 'sosiale medier'],
        2,
      ),
      creators: [{ agentId: author, role: 'author' }],
      mediaType: 'Bok',
    });
    const code = shelfCode(b.agents[author - 1].name);
    bookEditions(b, rng, work, {
      language: rng.chance(0.12) ? 'nno' : 'nob',
      publisher: norwegianPublisher(rng, 'nob'),
      shelf: `Ungdom 839.823 ${code}`,
      code,
      pages: [160, 360],
      audiobookChance: 0.15,
      ebookChance: 0.15,
      pocketChance: 0.2,
    });
  }

  // Children's books with illustrator
  for (let i = 0; i < GENERATED.children; i++) {
    const author = rng.pick(pools.childrenAuthors);
    const illustrator = rng.pick(pools.illustrators);
    const work = b.addWork({
      key: key('children'),
      title: t.childrenTitle(rng),
      description: t.description(rng, 'children', { name: rng.pick(w.CHILD_NAMES) }),
      year: b.workYear(45),
      fiction: true,
      audience: 'barn',
      genres: rng.chance(0.3) ? ['barnebøker', 'spenning'] : ['barnebøker'],
      subjects: rng.sample(['vennskap', 'dyr', 'skole', 'familie', 'mysterier', 'magi', 'humor'], 2),
      creators: [
        { agentId: author, role: 'author' },
        { agentId: illustrator, role: 'illustrator' },
      ],
      mediaType: 'Bok',
    });
    const code = shelfCode(b.agents[author - 1].name);
    bookEditions(b, rng, work, {
      language: rng.chance(0.15) ? 'nno' : 'nob',
      publisher: norwegianPublisher(rng, 'nob'),
      shelf: `Barn 839.823 ${code}`,
      code,
      pages: [60, 220],
      audiobookChance: 0.12,
      ebookChance: 0.05,
      pocketChance: 0.1,
    });
  }

  // Picture books
  for (let i = 0; i < GENERATED.picture; i++) {
    const author = rng.pick(pools.childrenAuthors);
    const illustrator = rng.chance(0.5) ? author : rng.pick(pools.illustrators);
    const work = b.addWork({
      key: key('picture'),
      title: t.pictureBookTitle(rng),
      description: t.description(rng, 'picture', {}),
      year: b.workYear(40),
      fiction: true,
      audience: 'barn',
      genres: ['bildebøker'],
      subjects: rng.sample(['dyr', 'leggetid', 'vennskap', 'følelser', 'familie', 'årstider'], 2),
      creators: [
        { agentId: author, role: 'author' },
        { agentId: illustrator, role: 'illustrator' },
      ],
      mediaType: 'Bok',
    });
    const code = shelfCode(b.agents[author - 1].name);
    bookEditions(b, rng, work, {
      language: rng.chance(0.1) ? 'nno' : 'nob',
      publisher: norwegianPublisher(rng, 'nob'),
      shelf: `Bildebøker ${code}`,
      code,
      pages: [24, 48],
      audiobookChance: 0,
      ebookChance: 0,
      pocketChance: 0.05,
    });
  }

  // Non-fiction
  for (let i = 0; i < GENERATED.nonfiction; i++) {
    const topic = rng.pick(w.NONFICTION_TOPICS);
    const corporate = topic.genre !== 'biografier' && rng.chance(0.06);
    const author = corporate ? rng.pick(pools.corporations) : rng.pick(pools.nonfictionAuthors);
    const someone = b.agents[rng.pick(pools.nonfictionAuthors) - 1].name;
    const audience: Audience = topic.children ? 'barn' : 'voksen';
    const work = b.addWork({
      key: key('nonfiction'),
      title: t.nonfictionTitle(rng, rng.pick(topic.titles), someone),
      description: t.description(rng, 'nonfiction', { theme: rng.pick(topic.subjects) }),
      year: b.workYear(50),
      fiction: false,
      audience,
      genres: [topic.genre],
      subjects: rng.sample(topic.subjects, rng.int(1, 3)),
      creators: [
        { agentId: author, role: 'author' },
        ...(audience === 'barn' ? [{ agentId: rng.pick(pools.illustrators), role: 'illustrator' as const }] : []),
      ],
      mediaType: 'Bok',
    });
    const code = shelfCode(b.agents[author - 1].name);
    bookEditions(b, rng, work, {
      language: rng.chance(0.08) ? 'nno' : 'nob',
      publisher: norwegianPublisher(rng, 'nob'),
      shelf: `${audience === 'barn' ? 'Barn ' : ''}${topic.dewey} ${code}`,
      code,
      pages: audience === 'barn' ? [32, 96] : [140, 420],
      audiobookChance: 0.08,
      ebookChance: 0.1,
      pocketChance: 0.15,
    });
  }

  // Comics: children's series albums, graphic novels, manga
  const heroSeries = new Map<string, { id: number; next: number }>();
  for (let i = 0; i < GENERATED.comic; i++) {
    const kind = i % 10 < 6 ? 'album' : i % 10 < 9 ? 'graphic' : 'manga';
    const artist = rng.pick(pools.comicArtists);
    let title: string;
    let audience: Audience;
    let series: { id: number; next: number } | undefined;
    let creators: Creator[] = [{ agentId: artist, role: 'author' }];
    let language = 'nob';
    if (kind === 'album') {
      const hero = rng.pick(w.COMIC_HEROES);
      series = heroSeries.get(hero);
      if (!series) {
        series = { id: b.addWorkSeries(hero, `Tegneserieserie om ${hero}.`), next: 1 };
        heroSeries.set(hero, series);
      }
      title = `${hero}: ${rng.pick(w.COMIC_ADVENTURES)}`;
      audience = 'barn';
    } else if (kind === 'graphic') {
      title = rng.pick(w.GRAPHIC_NOVEL_TITLES);
      audience = 'voksen';
    } else {
      const mangaka = b.newPerson(
        ['Yoko', 'Kenji', 'Haruka', 'Takashi', 'Yuki', 'Sayaka', 'Hiro'],
        ['Tanaka', 'Suzuki', 'Watanabe', 'Nakamura', 'Kobayashi', 'Ito', 'Sato'],
        'japansk',
        [1965, 1995],
        'mangaka',
      );
      creators = [
        { agentId: mangaka, role: 'author' },
        { agentId: rng.pick(pools.translators), role: 'translator' },
      ];
      title = `${rng.pick(w.MANGA_TITLES)} ${rng.int(1, 12)}`;
      audience = 'ungdom';
      language = 'nob';
    }
    const work = b.addWork({
      key: key('comic'),
      title,
      description: t.description(rng, 'comic', {}),
      year: b.workYear(50),
      fiction: true,
      audience,
      genres:
        kind === 'manga'
          ? ['tegneserier', 'manga']
          : kind === 'graphic'
            ? ['tegneserier', 'grafiske romaner']
            : ['tegneserier', 'humor'],
      subjects: rng.sample(['vennskap', 'humor', 'eventyr', 'familie', 'byliv', 'identitet'], 2),
      creators,
      mediaType: 'Tegneserie',
      workSeriesId: series?.id,
      workSeriesPosition: series ? series.next++ : undefined,
    });
    const shelfTitle = kind === 'album' ? title.split(':')[0] : title;
    const base = {
      language,
      publisher: rng.pick(w.COMIC_PUBLISHERS),
      shelf: `${audience === 'barn' ? 'Barn ' : ''}Tegneserier ${titleCode(shelfTitle)}`,
      cover: rng.chance(0.7),
      year: work.firstPublicationYear ?? b.currentYear,
    };
    b.addEdition(work, {
      ...base,
      mediaType: 'Tegneserie',
      format: rng.chance(0.6) ? 'Heftet' : 'Innbundet',
      extent: bookExtent(rng, 44, 220),
      copies: rng.int(1, 4),
    });
    if (rng.chance(0.2))
      b.addEdition(work, {
        ...base,
        mediaType: 'Tegneserie',
        format: 'Innbundet',
        year: b.laterYear(base.year, 1, 4),
        extent: bookExtent(rng, 120, 320),
        copies: rng.int(1, 2),
      });
  }

  // Films: Norwegian and foreign features, documentaries and family films
  for (let i = 0; i < GENERATED.film; i++) {
    const kind = rng.weighted([
      ['norwegian', 45],
      ['foreign', 30],
      ['documentary', 12],
      ['family', 13],
    ] as const);
    const director = rng.pick(pools.directors);
    const actors = rng.sample(pools.actors, rng.int(1, 2));
    const foreign =
      kind === 'foreign'
        ? rng.pick(
            w.NATIONALITIES.filter((n) => ['eng', 'swe', 'dan', 'fre', 'spa', 'ger', 'jpn'].includes(n.language)),
          )
        : null;
    const genre =
      kind === 'documentary'
        ? 'dokumentar'
        : kind === 'family'
          ? 'familiefilm'
          : rng.pick(w.FILM_GENRES.filter((g) => g !== 'dokumentar'));
    const audience: Audience = kind === 'family' ? 'barn' : rng.chance(0.15) ? 'ungdom' : 'voksen';
    const originalTitle = foreign ? rng.pick(w.FOREIGN_TITLES[foreign.language] ?? w.FOREIGN_TITLES.eng) : null;
    const title =
      kind === 'documentary'
        ? rng.pick(w.DOC_TITLES)
        : kind === 'family'
          ? rng.pick(w.FAMILY_FILM_TITLES)
          : foreign?.language === 'eng' && originalTitle
            ? originalTitle
            : t.filmTitle(rng);
    const work = b.addWork({
      key: key('film'),
      title,
      originalTitle: originalTitle !== title ? originalTitle : null,
      description: t.description(
        rng,
        kind === 'documentary' ? 'documentary' : kind === 'family' ? 'family' : 'film',
        {},
      ),
      year: b.workYear(60),
      fiction: kind !== 'documentary',
      audience,
      genres: [genre],
      subjects: rng.sample(w.FICTION_THEMES, 2),
      creators: [
        { agentId: director, role: 'director' },
        ...(kind === 'documentary' ? [] : actors.map((a) => ({ agentId: a, role: 'performer' as const }))),
      ],
      mediaType: 'Film',
    });
    const ageLimit =
      audience === 'barn'
        ? rng.pick([0, 6])
        : audience === 'ungdom'
          ? rng.pick([9, 12])
          : genre === 'skrekk'
            ? 18
            : rng.pick([12, 15, 15, 18]);
    const minutes = kind === 'documentary' ? rng.int(55, 95) : rng.int(80, 140);
    const year = Math.max(work.firstPublicationYear ?? b.currentYear, 2000);
    const base = {
      language: foreign?.language ?? 'nob',
      publisher: rng.pick(w.FILM_PUBLISHERS),
      shelf: `${audience === 'barn' ? 'Barnefilm' : 'Film'} ${titleCode(title)}`,
      cover: rng.chance(0.7),
      year,
      ageLimit,
    };
    b.addEdition(work, {
      ...base,
      mediaType: 'Film',
      format: 'DVD',
      extent: `1 DVD (${minutes} min)`,
      copies: rng.int(1, 4),
    });
    if (year >= 2008 && rng.chance(0.35))
      b.addEdition(work, {
        ...base,
        mediaType: 'Film',
        format: 'Blu-ray',
        extent: `1 Blu-ray (${minutes} min)`,
        copies: rng.int(1, 2),
      });
  }

  // Music recordings: bands, solo artists, classical and children's songs
  for (let i = 0; i < GENERATED.music; i++) {
    const kind = rng.weighted([
      ['band', 55],
      ['solo', 25],
      ['classical', 12],
      ['children', 8],
    ] as const);
    let creators: Creator[];
    let title: string;
    let genre: string;
    let compositionTypes: string[];
    let language: string;
    let mainName: string;
    if (kind === 'classical') {
      const composer = rng.pick(pools.composers);
      const orchestra = rng.pick(pools.orchestras);
      const piece = rng.pick(w.CLASSICAL_WORKS);
      title = piece.title.replace('{n}', String(rng.int(1, 9)));
      creators = [
        { agentId: composer, role: 'composer' },
        { agentId: orchestra, role: 'performer' },
      ];
      genre = 'klassisk';
      compositionTypes = [piece.type];
      language = 'zxx';
      mainName = b.agents[composer - 1].name;
    } else {
      const performer = kind === 'band' ? rng.pick(pools.bands) : rng.pick(pools.musicians);
      const english = kind !== 'children' && rng.chance(0.45);
      title =
        kind === 'children'
          ? rng.pick([
              'Barnas beste sanger',
              'Sanger for små og store',
              'Bæ bæ lille lam og andre sanger',
              'Vuggeviser',
              'Syng med oss!',
            ])
          : english
            ? rng.pick(w.ALBUM_TITLES_EN)
            : rng.pick(w.ALBUM_TITLES_NO);
      creators = [{ agentId: performer, role: 'performer' }];
      if (rng.chance(0.2)) creators.push({ agentId: rng.pick(pools.musicians), role: 'composer' });
      genre = kind === 'children' ? 'barnesanger' : rng.pick(w.MUSIC_GENRES.filter((g) => g !== 'barnesanger'));
      compositionTypes = ['sanger'];
      language = english ? 'eng' : rng.chance(0.15) ? 'nno' : 'nob';
      mainName = b.agents[performer - 1].name;
    }
    const performerName = b.agents[creators[creators.length > 1 && kind === 'classical' ? 1 : 0].agentId - 1].name;
    const work = b.addWork({
      key: key('music'),
      title,
      description: t.description(rng, kind === 'classical' ? 'classical' : 'music', {
        genre,
        performer: performerName,
      }),
      year: b.workYear(50),
      fiction: true,
      audience: kind === 'children' ? 'barn' : rng.chance(0.15) ? 'ungdom' : 'voksen',
      genres: [genre],
      subjects: [],
      compositionTypes,
      creators,
      mediaType: 'Musikkopptak',
    });
    const minutes = rng.int(30, 75);
    const year = Math.max(work.firstPublicationYear ?? b.currentYear, 1985);
    const base = {
      language,
      publisher: rng.pick(w.MUSIC_PUBLISHERS),
      shelf: `Musikk ${cap(genre)} ${shelfCode(mainName)}`,
      cover: rng.chance(0.7),
      year,
    };
    b.addEdition(work, {
      ...base,
      mediaType: 'Musikkopptak',
      format: 'CD',
      extent: `1 CD (${minutes} min)`,
      copies: rng.int(1, 3),
    });
    if (rng.chance(0.3))
      b.addEdition(work, {
        ...base,
        mediaType: 'Musikkopptak',
        format: 'LP',
        year: b.laterYear(year, 0, 10),
        extent: `1 LP (${minutes} min)`,
        copies: rng.int(1, 2),
      });
  }
}

function languageName(code: string): string {
  const names: Record<string, string> = {
    eng: 'engelsk',
    swe: 'svensk',
    dan: 'dansk',
    ger: 'tysk',
    fre: 'fransk',
    spa: 'spansk',
    ara: 'arabisk',
    som: 'somali',
    pol: 'polsk',
    urd: 'urdu',
    ita: 'italiensk',
    jpn: 'japansk',
  };
  return names[code] ?? code;
}

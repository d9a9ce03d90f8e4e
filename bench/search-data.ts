// Deterministic catalogue generator for the search benchmark: N publications (with works, people and copies) added to a
// migrated, demo-seeded database in a few set-based SQL statements. Same N, same rows: every value is a hash of the row number.
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import * as w from '#server/db/seed/words.ts';

const arr = (values: readonly string[]) =>
  `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`;

/** A pseudo-random integer 0 … n-1 for row expression `g` and a salt: md5, so PostgreSQL and PGlite agree. */
const pick = (g: string, salt: string, n: number | string) =>
  `(('x' || substr(md5(${g}::text || '${salt}'), 1, 7))::bit(28)::int % ${n})`;
const from = (g: string, salt: string, list: string) => `(${list})[1 + ${pick(g, salt, `array_length(${list}, 1)`)}]`;

const FIRST = arr([...w.NO_FIRST_F, ...w.NO_FIRST_M]);
const LAST = arr(w.NO_LAST);
const ADJ = arr(w.WEAK_ADJ);
const DEN = arr(w.DEN_NOUNS);
const DET = arr(w.DET_NOUNS);
const INDEF = arr(w.INDEF_NOUNS);
const PLACES = arr(w.PLACES);
const AFTER = arr(w.AFTER);
const THEMES = arr(w.FICTION_THEMES);
const GENRES = arr([
  'romaner',
  'krim',
  'spenning',
  'fantasy',
  'dikt',
  'biografier',
  'historie',
  'barnebøker',
  'humor',
  'science fiction',
  'reiseskildringer',
]);
const PUBLISHERS = arr([
  'Gyldendal',
  'Aschehoug',
  'Cappelen Damm',
  'Oktober',
  'Samlaget',
  'Pax',
  'Kagge',
  'Vigmostad & Bjørke',
  'Tiden',
  'Spartacus',
]);
const LANGUAGES = arr([
  'nob',
  'nob',
  'nob',
  'nob',
  'nob',
  'nob',
  'nob',
  'nob',
  'nob',
  'nob',
  'nob',
  'nob',
  'nob',
  'nob',
  'nob',
  'nob',
  'nno',
  'nno',
  'eng',
  'swe',
]);
const AUDIENCES = arr(['voksen', 'voksen', 'voksen', 'voksen', 'voksen', 'ungdom', 'barn', 'barn']);

export interface GeneratedCounts {
  agents: number;
  works: number;
  publications: number;
  items: number;
  workAgents: number;
}

/**
 * Adds `publications` publications to a seeded database: 0.6 works and ~2.3 copies per publication, one person per
 * ten publications. The search indexes are dropped during the load and rebuilt after it (as a real import would).
 */
export async function generateCatalogue(
  db: Db,
  publications: number,
  log: (msg: string) => void = () => undefined,
): Promise<GeneratedCounts> {
  const run = async (label: string, statement: string) => {
    const started = performance.now();
    await db.execute(sql.raw(statement));
    log(`${label}: ${Math.round(performance.now() - started)} ms`);
  };
  await run('drop search vector index', 'DROP INDEX IF EXISTS works_search_vector');
  await run('drop title index', 'DROP INDEX IF EXISTS works_title_trgm');
  await run('drop name index', 'DROP INDEX IF EXISTS agents_name_trgm');
  const counts = await insertGeneratedRows(db, publications, run);
  await run('search vector index', 'CREATE INDEX IF NOT EXISTS works_search_vector ON works USING gin (search_vector)');
  await run(
    'title trigram index',
    'CREATE INDEX IF NOT EXISTS works_title_trgm ON works USING gin (immutable_unaccent(lower(title)) gin_trgm_ops)',
  );
  await run(
    'name trigram index',
    'CREATE INDEX IF NOT EXISTS agents_name_trgm ON agents USING gin (name gin_trgm_ops)',
  );
  // VACUUM too: the items triggers rewrote every publication row once (holdings arrays), which leaves the old versions behind.
  await run('vacuum analyze', 'VACUUM ANALYZE');
  return counts;
}

/**
 * An import while the library works (bench:search "library at work"): `publications` more generated publications
 * with their works, people and copies, in one transaction, with the indexes in place.
 */
export async function importGeneratedWorks(db: Db, publications: number): Promise<GeneratedCounts> {
  return db.transaction(async (tx) =>
    insertGeneratedRows(
      tx as unknown as Db,
      publications,
      async (_, statement) => void (await tx.execute(sql.raw(statement))),
    ),
  );
}

/** The rows of generateCatalogue after the highest ids already there (ids, URIs and record ids stay unique). */
async function insertGeneratedRows(
  db: Db,
  publications: number,
  run: (label: string, statement: string) => Promise<void>,
): Promise<GeneratedCounts> {
  const works = Math.round(publications * 0.6);
  const agents = Math.max(1000, Math.round(publications / 10));
  const firstPublication =
    Number(
      ((await db.execute(sql.raw('SELECT coalesce(max(id), 0) AS base FROM publications'))).rows[0] as { base: number })
        .base,
    ) + 1;
  await run(
    `agents (${agents})`,
    `INSERT INTO agents (id, kind, name, birth_year, nationality, description)
     SELECT b.base + g, 'person', ${from('g', 'f', FIRST)} || ' ' || chr(65 + ${pick('g', 'i', 26)}) || '. ' || ${from('g', 'l', LAST)},
            1930 + ${pick('g', 'y', 70)}, 'norsk', 'Norsk forfatter.'
     FROM (SELECT coalesce(max(id), 0) AS base FROM agents) b, generate_series(1, ${agents}) g`,
  );
  const titleExpr = `CASE ${pick('g', 't', 5)}
      WHEN 0 THEN 'Den ' || ${from('g', 'a', ADJ)} || ' ' || ${from('g', 'n', DEN)}
      WHEN 1 THEN initcap(${from('g', 'i', INDEF)}) || ' i ' || ${from('g', 'p', PLACES)}
      WHEN 2 THEN 'Det ' || ${from('g', 'a', ADJ)} || ' ' || ${from('g', 'd', DET)}
      WHEN 3 THEN 'Etter ' || ${from('g', 'e', AFTER)}
      ELSE initcap(${from('g', 'n', DEN)}) || ' ved ' || ${from('g', 'p', PLACES)} END`;
  await run(
    `works (${works})`,
    `INSERT INTO works (id, uri, title, description, first_publication_year, fiction, audience, genres, subjects, creator_names)
     SELECT b.base + g, 'http://data.deichman.no/work/wbench' || (b.base + g), ${titleExpr},
            'En fortelling om ' || ${from('g', 's1', THEMES)} || ' og ' || ${from('g', 's2', THEMES)} || ' i ' || ${from('g', 's3', PLACES)} || '.',
            1950 + ${pick('g', 'y', 76)}, ${pick('g', 'f', 10)} < 8, ${from('g', 'au', AUDIENCES)},
            ARRAY[${from('g', 'g', GENRES)}], ARRAY[${from('g', 's1', THEMES)}, ${from('g', 's3', PLACES)}],
            ${from(`(a.base + 1 + ${pick('g', 'w', agents)})`, 'f', FIRST)} || ' ' || chr(65 + ${pick(`(a.base + 1 + ${pick('g', 'w', agents)})`, 'i', 26)}) || '. ' || ${from(`(a.base + 1 + ${pick('g', 'w', agents)})`, 'l', LAST)}
     FROM (SELECT coalesce(max(id), 0) AS base FROM works) b, (SELECT max(id) - ${agents} AS base FROM agents) a, generate_series(1, ${works}) g`,
  );
  await run(
    'work_agents',
    `INSERT INTO work_agents (work_id, agent_id, role, position)
     SELECT w.id, a.base + 1 + ${pick('(w.id - wb.base)', 'w', agents)}, 'author', 0
     FROM (SELECT max(id) - ${works} AS base FROM works) wb, (SELECT max(id) - ${agents} AS base FROM agents) a, works w WHERE w.id > wb.base`,
  );
  const mediaExpr = `(ARRAY['Bok','Bok','Bok','Bok','Bok','Bok','Bok','Bok','Bok','Bok','Bok','Bok','Bok','Bok','Lydbok','Lydbok','E-bok','Film','Musikkopptak','Tegneserie'])[1 + ${pick('g', 'm', 20)}]`;
  await run(
    `publications (${publications})`,
    `INSERT INTO publications (id, record_id, work_id, title, media_type, format, language, publication_year, publisher, isbn, cover_url, created_at)
     SELECT p.base + g, 'B' || lpad((p.base + g)::text, 9, '0'), wb.base + 1 + ((g - 1) % ${works}), w.title, m.media,
            CASE m.media WHEN 'Film' THEN 'DVD' WHEN 'Musikkopptak' THEN 'CD' WHEN 'Lydbok' THEN 'CD' WHEN 'E-bok' THEN 'Nedlastbar e-bok' ELSE (ARRAY['Innbundet','Heftet','Pocket'])[1 + ${pick('g', 'fo', 3)}] END,
            ${from('g', 'la', LANGUAGES)}, 1960 + ${pick('g', 'py', 66)}, ${from('g', 'pu', PUBLISHERS)},
            '978' || lpad((g % 1000000000)::text, 9, '0') || '0', NULL,
            now() - (${pick('g', 'c', 2000)} || ' days')::interval
     FROM (SELECT coalesce(max(id), 0) AS base FROM publications) p, (SELECT max(id) - ${works} AS base FROM works) wb,
          generate_series(1, ${publications}) g
          CROSS JOIN LATERAL (SELECT ${mediaExpr} AS media) m, works w
     WHERE w.id = wb.base + 1 + ((g - 1) % ${works})`,
  );
  await run(
    'items',
    `INSERT INTO items (barcode, publication_id, library_id, shelf_location, status)
     SELECT 'B' || p.id || '-' || c, p.id, 1 + ${pick('(p.id * 10 + c)', 'lib', 25)}, 'Hylle ' || (1 + ${pick('p.id', 'sh', 900)}),
            (ARRAY['available','available','available','available','available','available','available','available','available','available','available','available','available','available','available','available','available','on_loan','on_loan','in_transit','reserved_on_shelf','lost'])[1 + ${pick('(p.id * 10 + c)', 'st', 22)}]
     FROM publications p CROSS JOIN LATERAL generate_series(1, 1 + ${pick('p.id', 'n', 3)} + CASE WHEN ${pick('p.id', 'x', 10)} = 0 THEN 1 ELSE 0 END) c
     WHERE p.id >= ${firstPublication} AND p.record_id LIKE 'B%' AND p.media_type <> 'E-bok'`,
  );
  for (const table of ['agents', 'works', 'publications', 'items']) {
    await db.execute(
      sql.raw(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`),
    );
  }
  const [counts] = (
    await db.execute(sql.raw(`SELECT count(*)::int AS items FROM items WHERE publication_id >= ${firstPublication}`))
  ).rows as { items: number }[];
  // One author per generated work.
  return { agents, works, publications, items: counts.items, workAgents: works };
}

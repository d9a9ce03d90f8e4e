// The MARC import on records real library systems exported (../shared/real-marc, see its README; never copied into
// this repository): MARC-8 files, UTF-8 mislabelled as MARC-8, records without 001, OAI-PMH and SRU envelopes with
// holdings records and local fields, union-catalogue records with copies on other systems' branches (issue #17).
import { createReadStream, existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { readSearchParams } from '#core/search-filters.ts';
import { importMarc, type MarcImportOptions, type MarcImportSummary } from './marc-import.ts';
import { searchCatalogue } from './search.ts';

// Beside the project (../shared/real-marc from its root), or where REAL_MARC_DIR says.
const REAL_MARC = process.env.REAL_MARC_DIR ?? join(import.meta.dirname, '../../../../shared/real-marc');
const present = existsSync(REAL_MARC);
if (!present) console.warn(`real MARC records not found at ${REAL_MARC}: their import tests are skipped`);

let t: TestApp;

async function load(
  file: string,
  options: MarcImportOptions = {},
): Promise<{ summary: MarcImportSummary; warnings: string[]; rejected: string[] }> {
  const warnings: string[] = [];
  const rejected: string[] = [];
  const summary = await importMarc(t.services, createReadStream(join(REAL_MARC, file)), {
    ...options,
    onWarning: (_position, warning) => warnings.push(warning),
    onRejected: (r) => rejected.push(r.message),
  });
  return { summary, warnings, rejected };
}

async function titles(where: ReturnType<typeof sql>): Promise<string[]> {
  return (
    await t.services.db.execute<{ title: string }>(sql`select title from publications where ${where} order by id`)
  ).rows.map((r) => r.title);
}

describe.runIf(present)('importing real records', () => {
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('reads a French MARC-8 file in UTF-8, composed (Evergreen lul_fre_500: 479 of 500 were refused before)', async () => {
    const { summary, rejected } = await load('eg_lul_fre_500.mrc');
    expect(rejected).toEqual([]);
    expect(summary).toMatchObject({ records: 500, created: 500 });
    const [title] = await titles(sql`title like 'L''autre monde%'`);
    expect(title).toBe("L'autre monde, mythes et l\u00e9gendes");
    // Nothing decomposed anywhere: every title is already NFC.
    expect(await titles(sql`title <> normalize(title, NFC)`)).toEqual([]);
  });

  it('reads romanised Hebrew in MARC-8, and Cyrillic written in UTF-8 under a leader that says MARC-8', async () => {
    expect((await load('eg_hebrew.marc')).summary).toMatchObject({ records: 20, created: 20, rejected: 0 });
    expect((await load('eg_FSL.marc')).summary).toMatchObject({ records: 52, created: 52, rejected: 0 });
    expect(await titles(sql`title like 'Люди с чистой%'`)).toEqual(['Люди с чистой совестью']);
  });

  it(
    'imports scores as notated music among the recordings (Evergreen jazz_1k: 230 were refused for their media type)',
    { timeout: 120_000 },
    async () => {
      const { summary, rejected } = await load('eg_jazz_1k.mrc');
      expect(rejected).toEqual([]);
      expect(summary).toMatchObject({ records: 1000, created: 1000 });
      const byType = await t.services.db.execute<{ media_type: string; n: number }>(
        sql`select media_type, count(*)::int as n from publications where record_id in (select record_id from publications order by id desc limit 1000) group by 1 order by 1`,
      );
      expect(Object.fromEntries(byType.rows.map((r) => [r.media_type, r.n]))).toMatchObject({ Noter: 230 });
    },
  );

  it('names records without 001 by their content, with a warning, and finds them again on re-import (Evergreen nepali)', async () => {
    const first = await load('eg_nepali.marc');
    expect(first.summary).toMatchObject({ records: 96, created: 96, rejected: 0 });
    expect(first.warnings.filter((w) => w.includes('ingen identifikator'))).toHaveLength(96);
    expect((await load('eg_nepali.marc')).summary).toMatchObject({ created: 0, updated: 96, rejected: 0 });
  });

  it('unwraps BIBSYS SRU and OAI-PMH responses: bibliographic records imported, holdings records left out, local subfields dropped with a warning', async () => {
    const sru = await load('phpmarc_sru-bibsys.xml');
    expect(sru.summary).toMatchObject({
      created: 1,
      rejected: 0,
      skipped: 116,
      skippedByKind: { 'beholdningspost (leader posisjon 6 «x»)': 116 },
    });
    const oai = await load('phpmarc_oaipmh-bibsys.xml');
    expect(oai.summary).toMatchObject({ created: 7, rejected: 0, skipped: 82 });
    expect(oai.warnings).toContain(
      'delfeltet «BIBLIOTEK» er ikke et MARC-delfelt (en kode er ett tegn) og ble utelatt',
    );
    expect(await titles(sql`title in ('Sprøytvarsel', 'I røg og damp')`)).toHaveLength(2);
  });

  it("imports union-catalogue records whose copies name other systems' branches, leaving those copies out, or on the default library", async () => {
    const { summary, rejected, warnings } = await load('m4j_pride-and-prejudice-fixed.mrc');
    // Only records that truly cannot be shown are refused (no title); a copy's fault is a warning.
    expect(new Set(rejected)).toEqual(new Set(['mangler tittel (245 $a)']));
    expect(summary).toMatchObject({
      records: 383,
      rejected: 17,
      rejectedByReason: { 'mangler tittel (245 $a)': 17 },
      itemsCreated: 0,
    });
    expect(summary.copiesSkipped).toBe(
      warnings.filter((w) => w.endsWith('eksemplaret ble utelatt') || w.includes('eksemplaret ble utelatt (')).length,
    );
    expect(summary.created).toBeGreaterThan(340);
    expect(warnings.some((w) => /ukjent filialkode .* eksemplaret ble utelatt/.test(w))).toBe(true);
    const again = await load('m4j_pride-and-prejudice-fixed.mrc', { defaultLibrary: 'bjorvika' });
    expect(again.summary).toMatchObject({ created: 0, rejected: rejected.length });
    expect(again.summary.itemsCreated).toBe(66);
    // Found with the possessive and the slash of a title as typed (0 hits before issue #17).
    for (const query of ["Austen's pride and prejudice", 'Pride and prejudice / Jane Austen']) {
      const found = await searchCatalogue(t.services, {
        query,
        params: readSearchParams(new URLSearchParams('includeWithoutItems=true')).params,
      });
      expect(found.hits[0]?.work.title, query).toMatch(/pride and prejudice/i);
    }
  });
});

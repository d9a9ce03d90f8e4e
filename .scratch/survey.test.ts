import { createReadStream, readdirSync } from 'node:fs';
import { it } from 'vitest';
import { createTestApp } from '#server/testing/test-app.ts';
import { importMarc } from '#server/services/catalogue/marc-import.ts';

it('survey', async () => {
  const dir = '/work/shared/real-marc/';
  for (const name of readdirSync(dir).filter((f) => f !== 'README.md')) {
    const t = await createTestApp();
    const reasons = new Map<string, number>();
    let warnings = 0;
    try {
      const s = await importMarc(t.services, createReadStream(dir + name), {
        onRejected: (r) => { const k = r.message.replace(/«[^»]*»/g, '«…»').replace(/\d+/g, 'N').slice(0, 90); reasons.set(k, (reasons.get(k) ?? 0) + 1); },
        onWarning: () => { warnings++; },
      });
      console.log(`${name}: read ${s.records} created ${s.created} rejected ${s.rejected} items ${s.itemsCreated} warnings ${warnings}`);
      for (const [k, n] of [...reasons].sort((a, b) => b[1] - a[1]).slice(0, 4)) console.log(`    ${n} × ${k}`);
    } catch (e) {
      console.log(`${name}: FAILED ${(e as Error).message.slice(0, 150)}`);
    }
    await t.close();
  }
}, 600_000);

// The SRU server the end-to-end tests' portal is configured with (SRU_BASE_URL, playwright.config.ts): BIBSYS's recorded answer for one ISBN, no hits for others.
import { readRealMarc, realMarcPresent, startSruFixture } from '#server/testing/oai-sru-fixtures.ts';

/** The ISBNs the copy-cataloguing spec types. */
export const SRU_E2E = { bibsysIsbn: '82-03-17286-5', noHitsIsbn: '978-0-306-40615-7' };

if (process.argv[1]?.endsWith('sru-fixture-server.ts')) {
  const port = Number(process.env.E2E_SRU_PORT);
  const fixture = await startSruFixture({
    port,
    answers: realMarcPresent() ? { '8203172865': readRealMarc('phpmarc_sru-bibsys.xml') } : {},
  });
  console.log(
    `SRU fixture at ${fixture.url}/sru${realMarcPresent() ? '' : ' (no real records: every search has no hits)'}`,
  );
}

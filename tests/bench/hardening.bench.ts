// @vitest-environment node
/**
 * The hostile inputs the hardening tests send (mocks/handlers/__tests__/hardening.test.ts), timed here rather than
 * there (a unit test asserts what is answered, a bench how fast): a spreadsheet one row over the limit, refused by
 * the scan of its zip before any parse, and a brand description of 6,000 unclosed `<a ` tags through the sanitiser.
 * Results: tests/bench/RESULTS.md.
 */
import { bench, describe } from 'vitest';
import { writeXlsx } from '@mocks/lib/sheets';
import { MAX_SHEET_ROWS, xlsxLimitBreach } from '@mocks/lib/xlsx-limits';
import { sanitizeRichText } from '@mocks/lib/purify';

const rows = Array.from({ length: MAX_SHEET_ROWS + 1 }, (_, i) => ({ userName: `u${i}` }));
const sheet = new Uint8Array(
  await (await writeXlsx([{ header: 'userName', key: 'userName' }], rows)).arrayBuffer(),
);
const long = '<a '.repeat(6000) + 'x'.repeat(1000);

describe('hostile inputs', () => {
  bench('xlsx one row over the limit: the zip scan refuses it', async () => {
    if ((await xlsxLimitBreach(sheet)) !== 'rows') throw new Error('the scan did not refuse the sheet');
  });
  bench('sanitise 6,000 unclosed <a tags', async () => {
    await sanitizeRichText(long);
  });
});

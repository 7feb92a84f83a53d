import { contractPdfs, makePdf, taxPdf, toWinAnsi, trendyolContractPdf, wrapLine, WRAP_AT } from './pdf';

/** One char per byte, so string indices are byte offsets. */
const latin1 = (bytes: Uint8Array) => Array.from(bytes, (b) => String.fromCharCode(b)).join('');

interface Parsed {
  text: string;
  objects: Map<number, string>;
  xrefOffsets: number[];
}

/** Parses the xref table and checks it points at the right objects; returns the objects. */
function parsePdf(bytes: Uint8Array): Parsed {
  const text = latin1(bytes);
  expect(text.startsWith('%PDF-1.4\n')).toBe(true);
  expect(text.endsWith('%%EOF')).toBe(true);

  const startxref = /startxref\s+(\d+)\s+%%EOF$/.exec(text);
  expect(startxref).not.toBeNull();
  const xrefAt = Number(startxref![1]);
  expect(text.startsWith('xref', xrefAt)).toBe(true);

  const header = /^xref\r?\n(\d+) (\d+)\r?\n/.exec(text.slice(xrefAt));
  expect(header).not.toBeNull();
  const first = Number(header![1]);
  const count = Number(header![2]);
  expect(first).toBe(0);
  const entriesAt = xrefAt + header![0].length;
  const objects = new Map<number, string>();
  const xrefOffsets: number[] = [];
  for (let i = 0; i < count; i++) {
    const entry = text.slice(entriesAt + 20 * i, entriesAt + 20 * (i + 1)); // each entry is exactly 20 bytes
    const m = /^(\d{10}) (\d{5}) ([nf])(?: \n|\r\n| \r)$/.exec(entry);
    expect(m, `xref entry ${i}: ${JSON.stringify(entry)}`).not.toBeNull();
    if (i === 0) {
      expect(m![3]).toBe('f');
      expect(m![2]).toBe('65535');
      continue;
    }
    expect(m![3]).toBe('n');
    const offset = Number(m![1]);
    xrefOffsets.push(offset);
    // The offset points exactly at "N 0 obj".
    expect(text.startsWith(`${i} 0 obj`, offset), `object ${i} at ${offset}`).toBe(true);
    const end = text.indexOf('endobj', offset);
    objects.set(i, text.slice(offset, end));
  }
  expect(text.slice(entriesAt + 20 * count).startsWith('trailer')).toBe(true);
  const trailer = text.slice(entriesAt + 20 * count);
  expect(trailer).toContain(`/Size ${count}`);
  const root = /\/Root (\d+) 0 R/.exec(trailer);
  expect(root).not.toBeNull();
  expect(objects.get(Number(root![1]))).toContain('/Type /Catalog');

  // Stream lengths are right: "stream\n" + Length bytes + "endstream".
  for (const [num, body] of objects) {
    const len = /\/Length (\d+)/.exec(body);
    if (!len) continue;
    const start = body.indexOf('stream\n') + 'stream\n'.length;
    expect(body.slice(start + Number(len[1])).startsWith('endstream'), `stream length of ${num}`).toBe(true);
  }
  return { text, objects, xrefOffsets };
}

function pageCount(parsed: Parsed): number {
  const pagesObj = [...parsed.objects.values()].find((o) => o.includes('/Type /Pages'));
  expect(pagesObj).toBeDefined();
  const count = Number(/\/Count (\d+)/.exec(pagesObj!)![1]);
  const kids = /\/Kids \[([^\]]*)\]/.exec(pagesObj!)![1].match(/\d+ 0 R/g) ?? [];
  expect(kids.length).toBe(count);
  for (const kid of kids) expect(parsed.objects.get(Number(kid.split(' ')[0]))).toContain('/Type /Page ');
  return count;
}

/** The text shown by Tj operators of a page's content streams, WinAnsi bytes unescaped. */
function shownText(parsed: Parsed): string {
  const out: string[] = [];
  for (const body of parsed.objects.values()) {
    if (!body.includes('stream\n')) continue;
    const re = /\(((?:\\.|[^\\)])*)\) Tj/g;
    for (let m = re.exec(body); m; m = re.exec(body)) {
      out.push(
        m[1].replace(/\\([0-7]{3}|.)/g, (_, e: string) =>
          e.length === 3 ? String.fromCharCode(parseInt(e, 8)) : e,
        ),
      );
    }
  }
  return out.join('\n');
}

describe('makePdf', () => {
  it('writes a valid PDF 1.4 with one page per entry and correct xref offsets', () => {
    for (const n of [1, 2, 5]) {
      const pages = Array.from({ length: n }, (_, i) => [`Page ${i + 1}`, '', 'Some text']);
      const bytes = makePdf('Test', pages);
      expect(bytes).toBeInstanceOf(Uint8Array);
      const parsed = parsePdf(bytes);
      expect(pageCount(parsed)).toBe(n);
      expect(parsed.xrefOffsets.length).toBe(5 + 2 * n);
    }
  });

  it('produces one blank page for no pages', () => {
    expect(pageCount(parsePdf(makePdf('Empty', [])))).toBe(1);
  });

  it('uses Helvetica with WinAnsiEncoding', () => {
    const parsed = parsePdf(makePdf('x', [['a']]));
    expect(parsed.text).toContain('/BaseFont /Helvetica /Encoding /WinAnsiEncoding');
  });

  it('escapes parentheses and backslashes', () => {
    const parsed = parsePdf(makePdf('T', [['a (b) c\\d']]));
    expect(parsed.text).toContain('(a \\(b\\) c\\\\d) Tj');
    expect(shownText(parsed)).toContain('a (b) c\\d');
  });

  it('keeps WinAnsi Turkish letters and transliterates the missing ones', () => {
    const parsed = parsePdf(makePdf('T', [['çÇöÖüÜ ğĞşŞıİ %10 “x” – 5 ₺']]));
    const shown = shownText(parsed);
    expect(shown).toContain('\xe7\xc7\xf6\xd6\xfc\xdc gGsSiI %10 \x93x\x94 \x96 5 TL');
    // The file itself is ASCII apart from the binary marker comment.
    expect(/[^\x20-\x7e\n]/.test(parsed.text.slice(15))).toBe(false);
  });

  it('stores the exact title as a UTF-16 Info string', () => {
    const parsed = parsePdf(makePdf('Şİ', [['x']]));
    expect(parsed.text).toContain('/Title <FEFF015E0130>');
  });

  it('wraps long lines at about 90 characters', () => {
    const long = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
    const parts = wrapLine(long);
    expect(parts.length).toBeGreaterThan(1);
    for (const p of parts) expect(p.length).toBeLessThanOrEqual(WRAP_AT);
    expect(parts.join(' ')).toBe(long);
    expect(wrapLine('x'.repeat(200))).toEqual(['x'.repeat(90), 'x'.repeat(90), 'x'.repeat(20)]);
    expect(wrapLine('  ' + 'ab '.repeat(40)).every((p) => p.startsWith('  ab'))).toBe(true);
    const parsed = parsePdf(makePdf('T', [[long]]));
    expect(
      shownText(parsed)
        .split('\n')
        .filter((l) => l.startsWith('word')).length,
    ).toBe(parts.length);
  });

  it('shrinks the font so an over-full page still fits', () => {
    const lines = Array.from({ length: 120 }, (_, i) => `line ${i}`);
    const parsed = parsePdf(makePdf('T', [lines]));
    const size = Number(/\/F1 ([\d.]+) Tf/.exec(parsed.text)![1]);
    expect(size).toBeLessThan(10);
    expect(size).toBeGreaterThanOrEqual(5);
  });

  it('toWinAnsi strips accents the font lacks and marks unknown characters', () => {
    expect(toWinAnsi('ăą')).toBe('aa');
    expect(toWinAnsi('漢')).toBe('?');
    expect(toWinAnsi('€')).toBe('\x80');
  });
});

describe('contract downloads', () => {
  it('the marketplace contract is a valid 6-page PDF with the agreed terms', () => {
    const parsed = parsePdf(trendyolContractPdf());
    expect(pageCount(parsed)).toBe(6);
    const shown = shownText(parsed);
    for (const term of [
      '%10',
      '%15',
      '1 (bir) hafta',
      '10 (on) g\xfcn',
      "1.000 TL'nin",
      'devreder',
      'cezai',
      'asgari (minimum)',
      'Istanbul Anadolu',
      'INFLUENCER',
      'AJANS',
    ]) {
      expect(shown, term).toContain(term);
    }
    // Nothing falls off the page: every page fits at the default size.
    const sizes = new Set([...parsed.text.matchAll(/\/F[12] ([\d.]+) Tf/g)].map((m) => m[1]));
    expect([...sizes].sort()).toEqual(['10', '13', '8']);
  });

  it('the tax document is a valid 1-2 page PDF', () => {
    const parsed = parsePdf(taxPdf());
    const n = pageCount(parsed);
    expect(n).toBeGreaterThanOrEqual(1);
    expect(n).toBeLessThanOrEqual(2);
    expect(shownText(parsed)).toContain('%70');
  });

  it('contractPdfs exposes both builders', () => {
    expect(pageCount(parsePdf(contractPdfs.trendyol.build()))).toBe(6);
    expect(contractPdfs.tax.build()).toEqual(taxPdf());
    expect(contractPdfs.trendyol.fileName).toMatch(/\.pdf$/);
    expect(contractPdfs.tax.fileName).toMatch(/\.pdf$/);
  });
});

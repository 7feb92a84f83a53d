// @vitest-environment node
import { PDFDocument } from 'pdf-lib';
import { extractPdfText } from '../../tests/support/pdf-text';
import { makePdf, wrapText } from './pdf';
import { contractPdf, contractPdfs, taxPdf, trendyolContractPdf } from './contracts';
import { first } from '@/lib/at';

const latin1 = (bytes: Uint8Array) => Array.from(bytes, (b) => String.fromCharCode(b)).join('');

describe('makePdf', () => {
  it('writes a PDF that pdf-lib reads back, with one page per entry', async () => {
    for (const n of [1, 2, 5]) {
      const pages = Array.from({ length: n }, (_, i) => [`Page ${i + 1}`, '', 'Some text']);
      const bytes = await makePdf('Test', pages);
      expect(latin1(bytes.slice(0, 5))).toBe('%PDF-');
      expect(latin1(bytes)).toMatch(/%%EOF\s*$/);
      const doc = await PDFDocument.load(bytes);
      expect(doc.getPageCount()).toBe(n);
      const text = await extractPdfText(bytes);
      expect(text.pages.map((p) => p.find((l) => l.startsWith('Page')))).toEqual(pages.map((p) => p[0]));
    }
  });

  it('produces one blank page for no pages', async () => {
    expect((await PDFDocument.load(await makePdf('Empty', []))).getPageCount()).toBe(1);
  });

  it('writes Turkish letters as they are, with an embedded subset of DejaVu Sans', async () => {
    const line = 'çÇöÖüÜ ğĞşŞıİ %10 “x” – 5 ₺ a (b) c\\d';
    const bytes = await makePdf('Şİ', [['# Başlık ĞÜŞİÖÇ', line]]);
    const text = await extractPdfText(bytes);
    expect(text.title).toBe('Şİ');
    expect(text.pages[0]).toEqual(['Şİ', 'Başlık ĞÜŞİÖÇ', line, 'Sayfa 1 / 1']);
    // DejaVu Sans and its bold face, embedded as subsets (the full fonts are over 600 kB each);
    // no standard (WinAnsi) font is left.
    expect(text.fonts).toHaveLength(2);
    for (const name of text.fonts) expect(name).toMatch(/^DejaVuSans(-Bold)?-\d+$/);
    expect(latin1(bytes)).toContain('/FontFile2');
    expect(bytes.length).toBeLessThan(100_000);
    expect(latin1(bytes)).not.toContain('/Helvetica');
    expect(latin1(bytes)).not.toContain('WinAnsiEncoding');
  });

  it('wraps long lines at the measured width, keeping their indentation', async () => {
    const width = (s: string) => s.length; // one unit per character
    const long = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
    const parts = wrapText(long, 90, width);
    expect(parts.length).toBeGreaterThan(1);
    for (const p of parts) expect(p.length).toBeLessThanOrEqual(90);
    expect(parts.join(' ')).toBe(long);
    expect(wrapText('x'.repeat(200), 90, width)).toEqual(['x'.repeat(90), 'x'.repeat(90), 'x'.repeat(20)]);
    expect(wrapText('  ' + 'ab '.repeat(40), 90, width).every((p) => p.startsWith('  ab'))).toBe(true);

    const text = await extractPdfText(await makePdf('T', [[long]]));
    const shown = first(text.pages).filter((l) => l.startsWith('word'));
    expect(shown.length).toBeGreaterThan(1);
    expect(shown.join(' ')).toBe(long);
  });

  it('shrinks the font so an over-full page still fits', async () => {
    const lines = Array.from({ length: 120 }, (_, i) => `line ${i}`);
    const bytes = await makePdf('T', [lines]);
    const text = await extractPdfText(bytes);
    expect(first(text.pages).filter((l) => l.startsWith('line '))).toHaveLength(120);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
  });
});

describe('contract downloads', () => {
  it('the marketplace contract is a 6-page PDF with the agreed terms in Turkish letters', async () => {
    const bytes = await trendyolContractPdf();
    const text = await extractPdfText(bytes);
    expect(text.pages).toHaveLength(6);
    const shown = text.pages.flat().join('\n');
    for (const term of [
      '%10',
      '%15',
      '1 (bir) hafta',
      '10 (on) gün',
      "1.000 TL'nin",
      'devreder',
      'cezai',
      'asgari (minimum)',
      'İstanbul Anadolu',
      'SÖZLEŞMENİN KONUSU',
      'INFLUENCER',
      'AJANS',
    ]) {
      expect(shown, term).toContain(term);
    }
    for (const letter of ['Ş', 'ğ', 'ı', 'İ', 'ç', 'ö', 'ü']) expect(shown, letter).toContain(letter);
    expect(text.title).toBe('Pazaryeri İş Birliği Sözleşmesi');
    // Nothing falls off the page: every page fits at the default size (13 pt title, 10 pt body, 8 pt footer).
    expect([...text.fontSizes].sort()).toEqual(['10', '13', '8']);
  });

  it('the tax document is a 1-2 page PDF', async () => {
    const text = await extractPdfText(await taxPdf());
    expect(text.pages.length).toBeGreaterThanOrEqual(1);
    expect(text.pages.length).toBeLessThanOrEqual(2);
    expect(text.pages.flat().join('\n')).toContain('%70');
    expect(text.pages.flat().join('\n')).toContain('YETKİLENDİRME');
  });

  it('contractPdfs exposes both builders and their served names; contractPdf caches', async () => {
    expect((await PDFDocument.load(await contractPdfs.trendyol.build())).getPageCount()).toBe(6);
    expect(await extractPdfText(await contractPdfs.tax.build())).toEqual(
      await extractPdfText(await taxPdf()),
    );
    expect(contractPdfs.trendyol.fileName).toBe('isbirligi-sozlesmesi.pdf');
    expect(contractPdfs.tax.fileName).toBe('ajans-yetki-belgesi.pdf');
    const first = await contractPdf('tax');
    expect((await contractPdf('tax')).bytes).toBe(first.bytes);
  });
});

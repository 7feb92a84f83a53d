/**
 * Reads the text a PDF shows, for tests: each page's content stream is tokenised, the glyph ids of every
 * `Tj` / `TJ` (hex strings, as written for embedded TrueType fonts) are mapped back to Unicode through the
 * selected font's ToUnicode CMap. Enough for the PDFs our mock writes (one text line per `Tj`); not a
 * general extractor (no literal-string encodings, no positioning).
 */
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFStream,
  decodePDFRawStream,
  type PDFObject,
  type PDFPage,
} from 'pdf-lib';

export interface PdfText {
  title: string | undefined;
  /** Per page, the shown text lines in content order. */
  pages: string[][];
  /** Names of the fonts the pages use (`BaseFont`, e.g. `DejaVuSans-Bold-1234`). */
  fonts: string[];
  /** Every font size a `Tf` selects, as written (e.g. '10'). */
  fontSizes: string[];
}

const latin1 = (bytes: Uint8Array) => Array.from(bytes, (b) => String.fromCharCode(b)).join('');

function streamText(stream: PDFObject | undefined): string {
  if (stream instanceof PDFRawStream) return latin1(decodePDFRawStream(stream).decode());
  if (stream instanceof PDFStream) return latin1(stream.getContents());
  return '';
}

const hexToUtf16 = (hex: string) => {
  const units: number[] = [];
  for (let i = 0; i + 4 <= hex.length; i += 4) units.push(parseInt(hex.slice(i, i + 4), 16));
  return String.fromCharCode(...units);
};

/** glyph code (hex, upper case) → text, from `bfchar` and `bfrange` sections. */
export function parseToUnicode(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const key = (n: number, width: number) => n.toString(16).toUpperCase().padStart(width, '0');
  for (const [, chars = ''] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, src, dst] of chars.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      if (src !== undefined && dst !== undefined) map.set(src.toUpperCase(), hexToUtf16(dst));
    }
  }
  for (const [, ranges = ''] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    const entry = /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(<[0-9A-Fa-f]+>|\[[^\]]*\])/g;
    for (const [, lo, hi, dst] of ranges.matchAll(entry)) {
      if (lo === undefined || hi === undefined || dst === undefined) continue;
      const from = parseInt(lo, 16);
      const to = parseInt(hi, 16);
      const targets = dst.startsWith('[')
        ? [...dst.matchAll(/<([0-9A-Fa-f]+)>/g)].map((m) => m[1] ?? '')
        : null;
      for (let code = from; code <= to; code++) {
        const i = code - from;
        if (targets) {
          const target = targets[i];
          if (target) map.set(key(code, lo.length), hexToUtf16(target));
        } else {
          const base = dst.slice(1, -1);
          const last = parseInt(base.slice(-4), 16) + i;
          map.set(key(code, lo.length), hexToUtf16(base.slice(0, -4) + key(last, 4)));
        }
      }
    }
  }
  return map;
}

interface PageFont {
  name: string;
  toUnicode: Map<string, string>;
  codeLength: number;
}

function pageFonts(page: PDFPage): Map<string, PageFont> {
  const out = new Map<string, PageFont>();
  const fontDict = page.node.Resources()?.lookup(PDFName.of('Font'));
  if (!(fontDict instanceof PDFDict)) return out;
  for (const [name, ref] of fontDict.entries()) {
    const font = page.doc.context.lookup(ref);
    if (!(font instanceof PDFDict)) continue;
    const toUnicode = parseToUnicode(streamText(font.lookup(PDFName.of('ToUnicode'))));
    const baseFont = font.lookup(PDFName.of('BaseFont'));
    const someKey = toUnicode.keys().next().value as string | undefined;
    out.set(name.asString().replace(/^\//, ''), {
      name: baseFont instanceof PDFName ? baseFont.decodeText() : '',
      toUnicode,
      codeLength: someKey?.length ?? 4,
    });
  }
  return out;
}

function contentOf(page: PDFPage): string {
  const contents = page.node.Contents();
  if (contents instanceof PDFArray) {
    return contents
      .asArray()
      .map((ref) => streamText(page.doc.context.lookup(ref)))
      .join('\n');
  }
  return streamText(contents);
}

const TOKEN = /\/[^\s/<>[\]()]+|<[0-9A-Fa-f\s]*>|\[|\]|\((?:\\.|[^\\)])*\)|[-+]?[\d.]+|[A-Za-z*'"]+/g;

function decodeHex(hex: string, font: PageFont | undefined): string {
  const clean = hex.replace(/[<>\s]/g, '').toUpperCase();
  if (!font) return '';
  let out = '';
  for (let i = 0; i < clean.length; i += font.codeLength) {
    out += font.toUnicode.get(clean.slice(i, i + font.codeLength)) ?? '\uFFFD';
  }
  return out;
}

export async function extractPdfText(bytes: Uint8Array): Promise<PdfText> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const pages: string[][] = [];
  const fontNames = new Set<string>();
  const fontSizes = new Set<string>();
  for (const page of doc.getPages()) {
    const fonts = pageFonts(page);
    for (const f of fonts.values()) fontNames.add(f.name);
    const lines: string[] = [];
    const operands: string[] = [];
    let current: PageFont | undefined;
    let inArray: string[] | null = null;
    for (const [token] of contentOf(page).matchAll(TOKEN)) {
      if (token === '[') inArray = [];
      else if (token === ']') {
        operands.push((inArray ?? []).join(''));
        inArray = null;
      } else if (inArray) {
        if (token.startsWith('<')) inArray.push(decodeHex(token, current));
      } else if (token === 'Tf') {
        current = fonts.get(operands[operands.length - 2]?.slice(1) ?? '');
        fontSizes.add(operands[operands.length - 1] ?? '');
        operands.length = 0;
      } else if (token === 'Tj') {
        const last = operands[operands.length - 1] ?? '';
        lines.push(last.startsWith('<') ? decodeHex(last, current) : last);
        operands.length = 0;
      } else if (token === 'TJ') {
        lines.push(operands[operands.length - 1] ?? '');
        operands.length = 0;
      } else if (/^[A-Za-z*'"]+$/.test(token)) {
        operands.length = 0;
      } else {
        operands.push(token);
      }
    }
    pages.push(lines);
  }
  return { title: doc.getTitle(), pages, fonts: [...fontNames], fontSizes: [...fontSizes] };
}

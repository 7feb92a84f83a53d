/**
 * The mock server's PDF writer (browser and Node), on pdf-lib with an embedded, subset TrueType font
 * (DejaVu Sans, see ./fonts), so every Turkish letter (ğ ş ı İ …) is written as it is.
 *
 * - One A4 page per entry of `pages`, each a list of text lines; a line starting with `# ` is a heading
 *   (bold, marker removed); `''` is a blank line.
 * - Lines wider than the text column are word-wrapped at their measured width. If a page holds more lines
 *   than fit at 10 pt, its font size shrinks so that every line stays on the page.
 * - The title goes to the document information (exact) and on top of each page; a footer numbers the pages.
 * - The output is deterministic (fixed dates, no ids).
 */
import { PDFDocument, grayscale, type PDFFont } from 'pdf-lib';
import fontkit from '@pdf-lib/fontkit';
import { fontBytes } from './fonts';

const PAGE_WIDTH = 595; // A4 in points
const PAGE_HEIGHT = 842;
const MARGIN_X = 50;
const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN_X;
const TITLE_Y = 792;
const TITLE_SIZE = 13;
const BODY_TOP = 764;
const BODY_BOTTOM = 60;
const FOOTER_Y = 30;
const FOOTER_SIZE = 8;
export const BODY_FONT_SIZE = 10;
const LEADING_RATIO = 1.4;
export const MIN_FONT_SIZE = 5;
/** Documents carry this date, so the same input always gives the same bytes. */
const FIXED_DATE = new Date(Date.UTC(2026, 0, 1));

/** Characters a text line should not carry as such (tabs, line breaks, invisible hyphens). */
function clean(text: string): string {
  return text
    .replace(/\r?\n|\t/g, ' ')
    .replace(/[\u00ad\u200b]/g, '')
    .normalize('NFC');
}

/**
 * Word-wraps one line so each piece is at most `maxWidth` wide (as `widthOf` measures it), keeping its
 * leading indentation; a word wider than a line is split between characters.
 */
export function wrapText(line: string, maxWidth: number, widthOf: (s: string) => number): string[] {
  if (widthOf(line) <= maxWidth) return [line];
  const indent = /^\s*/.exec(line)?.[0] ?? '';
  const words = line.slice(indent.length).split(/\s+/).filter(Boolean);
  const out: string[] = [];
  let current = '';
  const fits = (s: string) => widthOf(indent + s) <= maxWidth;
  for (let word of words) {
    while (!fits(word)) {
      // A word wider than a line: flush, then cut off as many characters as fit (at least one).
      if (current) out.push(indent + current);
      current = '';
      const chars = [...word];
      let n = 1;
      while (n < chars.length && fits(chars.slice(0, n + 1).join(''))) n++;
      out.push(indent + chars.slice(0, n).join(''));
      word = chars.slice(n).join('');
    }
    if (!word) continue;
    if (!current) current = word;
    else if (fits(`${current} ${word}`)) current += ` ${word}`;
    else {
      out.push(indent + current);
      current = word;
    }
  }
  if (current) out.push(indent + current);
  return out;
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

interface Line {
  text: string;
  bold: boolean;
}

function layoutLines(lines: string[], fonts: Fonts, size: number): Line[] {
  const out: Line[] = [];
  for (const raw of lines) {
    const bold = raw.startsWith('# ');
    const font = bold ? fonts.bold : fonts.regular;
    const text = clean(bold ? raw.slice(2) : raw);
    for (const piece of wrapText(text, TEXT_WIDTH, (s) => font.widthOfTextAtSize(s, size))) {
      out.push({ text: piece, bold });
    }
  }
  return out;
}

/** The largest size (in quarter points, at most 10 pt) at which the page's wrapped lines fit. */
function fitPage(lines: string[], fonts: Fonts): { size: number; body: Line[] } {
  const available = BODY_TOP - BODY_BOTTOM;
  for (let size = BODY_FONT_SIZE; ; size -= 0.25) {
    const body = layoutLines(lines, fonts, size);
    if (size <= MIN_FONT_SIZE || (body.length - 1) * size * LEADING_RATIO <= available) return { size, body };
  }
}

/**
 * Builds a PDF with one A4 page per entry of `pages` (an empty list gives one blank page, since a PDF
 * needs at least one).
 */
export async function makePdf(title: string, pages: string[][]): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.registerFontkit(fontkit);
  const [regular, bold] = await Promise.all([fontBytes('regular'), fontBytes('bold')]);
  const fonts: Fonts = {
    regular: await doc.embedFont(regular, { subset: true }),
    bold: await doc.embedFont(bold, { subset: true }),
  };
  doc.setTitle(title);
  doc.setProducer('Portal mock server');
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);

  const pageList = pages.length ? pages : [[]];
  const heading = clean(title);
  pageList.forEach((lines, i) => {
    const page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    page.drawText(heading, { x: MARGIN_X, y: TITLE_Y, size: TITLE_SIZE, font: fonts.bold });
    page.drawLine({
      start: { x: MARGIN_X, y: TITLE_Y - 8 },
      end: { x: PAGE_WIDTH - MARGIN_X, y: TITLE_Y - 8 },
      thickness: 0.5,
      color: grayscale(0.6),
    });
    const { size, body } = fitPage(lines, fonts);
    body.forEach((line, n) => {
      if (!line.text) return;
      page.drawText(line.text, {
        x: MARGIN_X,
        y: BODY_TOP - n * size * LEADING_RATIO,
        size,
        font: line.bold ? fonts.bold : fonts.regular,
      });
    });
    page.drawText(`Sayfa ${i + 1} / ${pageList.length}`, {
      x: MARGIN_X,
      y: FOOTER_Y,
      size: FOOTER_SIZE,
      font: fonts.regular,
    });
  });
  return doc.save({ useObjectStreams: false });
}

/**
 * Spreadsheet I/O for the mock server's imports and exports (browser and Node).
 *
 * Reading: `.csv` (papaparse) and `.xlsx` (read-excel-file). Binary `.xls` is refused
 * (`UnsupportedSpreadsheet`), as docs/decisions.md says. Every cell comes back as a trimmed string.
 * Writing: `.xlsx` (write-excel-file).
 */
import Papa from 'papaparse';
import { readSheet as readXlsxSheet, InvalidInputError } from 'read-excel-file/universal';
import writeXlsxFile, {
  type Cell as XlsxCell,
  type SheetData as XlsxSheetData,
} from 'write-excel-file/universal';
import { MAX_CSV_SEPARATORS, MAX_SHEET_ROWS, xlsxLimitBreach } from './xlsx-limits';
import { first } from '@/lib/at';

/** A file-level problem; `code` is the API error name (docs/decisions.md, "Uploads"). */
export class SheetError extends Error {
  constructor(
    public code: string,
    public value?: string,
  ) {
    super(value === undefined ? code : `${code}: ${value}`);
    this.name = 'SheetError';
  }
}

export interface SheetData {
  /** Header cells in column order (trimmed, empty ones left out; expected columns respelled). */
  headers: string[];
  /** One record per non-empty data row, keyed by header; every value a trimmed string ('' if blank). */
  rows: Record<string, string>[];
  /** For each entry of `rows`, its line in the spreadsheet (the header is line 1). */
  rowNumbers: number[];
}

type SheetKind = 'csv' | 'xlsx' | 'xls';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function extensionOf(name: string | undefined): string | undefined {
  return /\.([^./\\]+)$/.exec(name ?? '')?.[1]?.toLowerCase();
}

/** By extension; without one, by MIME type. `undefined` = not a spreadsheet we know. */
function kindOf(file: Blob & { name?: string }): SheetKind | 'sniff' | undefined {
  const ext = extensionOf(file.name);
  if (ext !== undefined) {
    return ext === 'csv' || ext === 'xlsx' || ext === 'xls' ? ext : undefined;
  }
  const mime = (file.type ?? '')
    .replace(/;[\s\S]*$/, '')
    .trim()
    .toLowerCase();
  if (mime === XLSX_MIME) return 'xlsx';
  if (
    ['text/csv', 'application/csv', 'text/comma-separated-values', 'text/x-csv', 'text/plain'].includes(mime)
  ) {
    return 'csv';
  }
  // Windows reports .csv files as application/vnd.ms-excel too: look at the bytes.
  if (mime === 'application/vnd.ms-excel') return 'sniff';
  return undefined;
}

async function readBytes(blob: Blob): Promise<Uint8Array> {
  let buffer: ArrayBuffer;
  if (typeof blob.arrayBuffer === 'function') {
    buffer = await blob.arrayBuffer();
  } else {
    buffer = await new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error ?? new Error('Cannot read file'));
      reader.readAsArrayBuffer(blob);
    });
  }
  // Copy into this realm's Uint8Array (jsdom and Node may hand out foreign ArrayBuffers).
  return new Uint8Array(buffer).slice();
}

const isZip = (b: Uint8Array) =>
  b.length >= 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;
const isOle2 = (b: Uint8Array) =>
  b.length >= 8 && [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1].every((byte, i) => b[i] === byte);

/** UTF-8 (BOM dropped); files that are not valid UTF-8 are read as Windows-1254 (Turkish Excel). */
function decodeText(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    try {
      text = new TextDecoder('windows-1254').decode(bytes);
    } catch {
      text = new TextDecoder('utf-8').decode(bytes);
    }
  }
  return text.replace(/^\uFEFF/, '');
}

/** `,` `;` or tab, whichever occurs most (outside quotes) in the first non-empty line. */
function detectDelimiter(text: string): string {
  // The start of the text is enough (splitting all of it cost a second on 5 million lines).
  const firstLine =
    text
      .slice(0, 64 * 1024)
      .split(/\r\n|\n|\r/)
      .find((line) => line.trim() !== '') ?? '';
  const counts = new Map([',', ';', '\t'].map((separator) => [separator, 0]));
  let quoted = false;
  for (const ch of firstLine) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted) {
      const count = counts.get(ch);
      if (count !== undefined) counts.set(ch, count + 1);
    }
  }
  const [best, count] = first([...counts].sort((a, b) => b[1] - a[1]));
  return count > 0 ? best : ',';
}

/** Whether `char` occurs in `text` more than `limit` times (counting stops there). */
function occursMoreThan(text: string, char: string, limit: number): boolean {
  let n = 0;
  for (let at = text.indexOf(char); at >= 0; at = text.indexOf(char, at + 1)) if (++n > limit) return true;
  return false;
}

/**
 * Bounded like an .xlsx (mocks/lib/xlsx-limits.ts): more separators than `MAX_CSV_SEPARATORS` is refused before
 * parsing, and parsing stops one row past the row limit: the parser's time grows with the separators and lines it
 * sees, so both are bounded before it runs.
 */
function parseCsv(bytes: Uint8Array): string[][] {
  const text = decodeText(bytes);
  const delimiter = detectDelimiter(text);
  if (occursMoreThan(text, delimiter, MAX_CSV_SEPARATORS)) throw new SheetError('SpreadsheetTooLarge');
  const parse = (input: string) =>
    Papa.parse<string[]>(input, {
      delimiter,
      header: false,
      skipEmptyLines: false, // kept so that row numbers match the file; blank rows are dropped later
      dynamicTyping: false,
      preview: MAX_SHEET_ROWS + 2,
    }).data;
  // Only the lines up to one past the limit are handed to the parser (it splits the whole input first); when
  // quoted line breaks make those fewer rows than that, the whole text is parsed after all.
  let end = -1;
  for (let lines = 0; lines < MAX_SHEET_ROWS + 2; lines++) {
    end = text.indexOf('\n', end + 1);
    if (end < 0) break;
  }
  let rows = end >= 0 ? parse(text.slice(0, end)) : parse(text);
  if (end >= 0 && rows.length <= MAX_SHEET_ROWS + 1) rows = parse(text);
  // The line break that ends the last line starts no row.
  const last = rows[rows.length - 1];
  if (end < 0 && last?.length === 1 && last[0] === '') rows.pop();
  return rows.map((row) => row.map((cell) => (cell ?? '').trim()));
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

/** A cell value from read-excel-file as text: numbers as Excel shows them, dates as ISO. */
function cellToString(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return String(value);
    // Excel keeps 15 significant digits: 0.30000000000000004 is shown (and meant) as 0.3.
    // String() never writes a trailing ".0".
    return String(Number(value.toPrecision(15)));
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date || Object.prototype.toString.call(value) === '[object Date]') {
    const d = value as Date;
    if (Number.isNaN(d.getTime())) return '';
    const date = `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
    const h = d.getUTCHours();
    const m = d.getUTCMinutes();
    const s = d.getUTCSeconds();
    return h || m || s ? `${date}T${pad2(h)}:${pad2(m)}:${pad2(s)}` : date;
  }
  return String(value).trim();
}

async function parseXlsx(bytes: Uint8Array): Promise<string[][]> {
  let data: unknown[][];
  try {
    data = await readXlsxSheet(bytes.buffer as ArrayBuffer);
  } catch (error) {
    if (error instanceof InvalidInputError) {
      if (error.code === 'XLS_FILE_NOT_SUPPORTED') throw new SheetError('UnsupportedSpreadsheet');
      if (error.code === 'NO_DATA') throw new SheetError('FileEmpty');
      throw new SheetError('InvalidFileType');
    }
    if (error instanceof Error && error.name === 'SheetNotFoundError') throw new SheetError('FileEmpty');
    throw new SheetError('InvalidFileType', error instanceof Error ? error.message : undefined);
  }
  return data.map((row) => row.map(cellToString));
}

/** Case-insensitive, Turkish-i-insensitive, ignoring spaces, `_` and `-`. */
function headerKey(header: string): string {
  return header
    .normalize('NFC')
    .toLowerCase()
    .replace(/\u0307/g, '') // "İ".toLowerCase() is "i̇"
    .replace(/ı/g, 'i')
    .replace(/[\s_-]+/g, '');
}

/**
 * Reads the first sheet of a `.csv` or `.xlsx` file: the first row holds the headers.
 *
 * With `expectedColumns`, headers matching one of them (case-insensitively) are respelled exactly
 * as given, and a missing one throws `SheetError('MissingColumn', column)`.
 *
 * Throws `SheetError` with `InvalidFileType` (not csv/xlsx, or unreadable), `UnsupportedSpreadsheet`
 * (binary .xls), `SpreadsheetTooLarge` (over the unpacked-size or row limit), `FileEmpty` (no data rows) or
 * `MissingColumn`.
 */
export async function readSheet(
  file: Blob & { name?: string },
  expectedColumns?: readonly string[],
): Promise<SheetData> {
  let kind = kindOf(file);
  if (kind === undefined) throw new SheetError('InvalidFileType');

  const bytes = await readBytes(file);
  if (kind === 'sniff') kind = isOle2(bytes) ? 'xls' : isZip(bytes) ? 'xlsx' : 'csv';
  if (kind === 'xls') {
    // Some ".xls" files are really .xlsx archives; read those.
    if (!isZip(bytes)) throw new SheetError('UnsupportedSpreadsheet');
    kind = 'xlsx';
  }
  if (kind === 'csv' && isOle2(bytes)) throw new SheetError('UnsupportedSpreadsheet');
  if (kind === 'csv' && isZip(bytes)) kind = 'xlsx'; // an .xlsx saved under a .csv name
  if (bytes.length === 0) throw new SheetError('FileEmpty');

  // Limits before the (slow) XML parse: unpacked size, rows, columns, cells and text lengths (mocks/lib/xlsx-limits.ts).
  if (kind === 'xlsx' && (await xlsxLimitBreach(bytes))) throw new SheetError('SpreadsheetTooLarge');
  const table = kind === 'csv' ? parseCsv(bytes) : await parseXlsx(bytes);
  if (table.length > MAX_SHEET_ROWS + 1) throw new SheetError('SpreadsheetTooLarge');

  // Line numbers are 1-based; drop blank rows (and blank leading rows before the header).
  const lines = table
    .map((cells, index) => ({ cells, line: index + 1 }))
    .filter(({ cells }) => cells.some((cell) => cell !== ''));
  if (lines.length === 0) throw new SheetError('FileEmpty');

  const [headerLine, ...dataLines] = lines;
  if (!headerLine) throw new SheetError('FileEmpty');
  const expectedByKey = new Map((expectedColumns ?? []).map((column) => [headerKey(column), column]));
  const columns: { index: number; name: string }[] = [];
  const taken = new Set<string>();
  headerLine.cells.forEach((raw, index) => {
    if (raw === '') return;
    let name = expectedByKey.get(headerKey(raw)) ?? raw;
    // A repeated header keeps its first column; later ones get a suffix, as papaparse does.
    for (let n = 1; taken.has(name); n++) name = `${expectedByKey.get(headerKey(raw)) ?? raw}_${n}`;
    taken.add(name);
    columns.push({ index, name });
  });

  for (const column of expectedColumns ?? []) {
    if (!taken.has(column)) throw new SheetError('MissingColumn', column);
  }
  if (dataLines.length === 0) throw new SheetError('FileEmpty');

  const rows: Record<string, string>[] = [];
  const rowNumbers: number[] = [];
  for (const { cells, line } of dataLines) {
    const record: Record<string, string> = {};
    for (const { index, name } of columns) record[name] = cells[index] ?? '';
    if (!Object.values(record).some((v) => v !== '')) continue; // data only under unnamed columns
    rows.push(record);
    rowNumbers.push(line);
  }
  if (rows.length === 0) throw new SheetError('FileEmpty');

  return { headers: columns.map((c) => c.name), rows, rowNumbers };
}

export interface SheetColumn {
  header: string;
  key: string;
  type?: 'string' | 'number' | 'date';
}

/** An Excel sheet name: at most 31 characters, none of []:*?/\ , not empty. */
function safeSheetName(name: string | undefined): string {
  const cleaned = (name ?? '')
    .replace(/[[\]:*?/\\]/g, ' ')
    .trim()
    .slice(0, 31)
    .trim();
  return cleaned || 'Sheet1';
}

function toDate(value: unknown): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value as string | number);
  return Number.isNaN(date.getTime()) ? null : date;
}

function toNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(String(value).trim());
  return Number.isFinite(n) ? n : null;
}

function toCell(value: unknown, type: SheetColumn['type']): XlsxCell {
  switch (type) {
    case 'number': {
      const n = toNumber(value);
      return n === null ? null : { value: n, type: Number };
    }
    case 'date': {
      const d = toDate(value);
      return d === null ? null : { value: d, type: Date, format: 'yyyy-mm-dd' };
    }
    default: {
      if (value === null || value === undefined) return null;
      const s =
        value instanceof Date
          ? value.toISOString()
          : typeof value === 'object'
            ? JSON.stringify(value)
            : String(value);
      return s === '' ? null : { value: s, type: String };
    }
  }
}

/**
 * Writes `rows` to a one-sheet `.xlsx` file: a bold header row, then one row per record, taking
 * `row[column.key]`. Number columns get numeric cells, date columns (Date, ISO string or epoch ms)
 * date cells shown as yyyy-mm-dd; blank or unparsable values give empty cells.
 */
export async function writeXlsx(
  columns: SheetColumn[],
  rows: Record<string, unknown>[],
  sheetName?: string,
): Promise<Blob> {
  const data: XlsxSheetData = [
    columns.map((column) => ({ value: column.header, type: String, fontWeight: 'bold' })),
    ...rows.map((row) => columns.map((column) => toCell(row[column.key], column.type))),
  ];
  const widths = columns.map((column) => {
    let longest = column.header.length;
    for (const row of rows) {
      const value = row[column.key];
      const length =
        column.type === 'date' ? 10 : value === null || value === undefined ? 0 : String(value).length;
      if (length > longest) longest = length;
    }
    return { width: Math.min(60, Math.max(10, longest + 2)) };
  });
  return writeXlsxFile(data, {
    sheet: safeSheetName(sheetName),
    columns: widths,
    dateFormat: 'yyyy-mm-dd',
  }).toBlob();
}

/**
 * An .xlsx is a zip of XML: before it is parsed (read-excel-file, which holds the thread while it works), its size
 * is judged from the zip directory, then its entries are inflated as a stream with a cap (whatever sizes the archive
 * claims) and their XML scanned, so the parse that follows has bounded work. A small file that unpacks to megabytes
 * of one text (a 19 kB file with a 16 MB cell held the server for 80–210 s), to rows numbered in the millions or to
 * cells in column XFD (a dense table of 10,000 × 16,384 cells: 38 s) is refused in milliseconds.
 */
export const MAX_UNPACKED_BYTES = 10 * 1024 * 1024;
/** Data rows below the header. */
export const MAX_SHEET_ROWS = 10_000;
/** Columns of a row (A … AX), counted by cell and by cell reference. */
export const MAX_SHEET_COLUMNS = 50;
/** Cells of every worksheet together: 10,000 rows of 10 columns (the widest import has 7). */
export const MAX_SHEET_CELLS = 100_000;
/**
 * Separators of a .csv: four per allowed cell (a separator inside a quoted text counts too, so there is room for
 * addresses and descriptions with commas).
 */
export const MAX_CSV_SEPARATORS = 4 * MAX_SHEET_CELLS;
/** XML tags of the whole workbook (bounds the parser's work per byte). */
export const MAX_XML_TAGS = 700_000;
/** Characters between two tags: a cell text of any column (at most 10,000 characters, escaped) fits. */
export const MAX_TEXT_RUN = 64 * 1024;

export type LimitBreach = 'unpacked' | 'rows' | 'columns' | 'cells' | 'tags' | 'text';

/** Little-endian reads (a byte past the end reads 0, as a DataView would refuse: callers check lengths first). */
const byte = (b: Uint8Array, offset: number) => b[offset] ?? 0;
const u16 = (b: Uint8Array, at: number) => byte(b, at) | (byte(b, at + 1) << 8);
const u32 = (b: Uint8Array, at: number) =>
  (byte(b, at) | (byte(b, at + 1) << 8) | (byte(b, at + 2) << 16) | (byte(b, at + 3) << 24)) >>> 0;

interface Entry {
  name: string;
  method: number;
  /** The size the zip directory declares (a hint: the inflating below enforces the real one). */
  declared: number;
  data: Uint8Array;
}

/** The archive's entries (from the central directory); [] when it is not a readable zip. */
function entries(bytes: Uint8Array): Entry[] {
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 65535); i--) {
    if (u32(bytes, i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return [];
  const count = u16(bytes, eocd + 10);
  let at = u32(bytes, eocd + 16);
  const found: Entry[] = [];
  for (let n = 0; n < count && at + 46 <= bytes.length && u32(bytes, at) === 0x02014b50; n++) {
    const method = u16(bytes, at + 10);
    const compressed = u32(bytes, at + 20);
    const declared = u32(bytes, at + 24);
    const nameLength = u16(bytes, at + 28);
    const skip = nameLength + u16(bytes, at + 30) + u16(bytes, at + 32);
    const local = u32(bytes, at + 42);
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
    if (local + 30 <= bytes.length && u32(bytes, local) === 0x04034b50) {
      const start = local + 30 + u16(bytes, local + 26) + u16(bytes, local + 28);
      found.push({
        name,
        method,
        declared,
        data: bytes.subarray(start, Math.min(bytes.length, start + compressed)),
      });
    }
    at += 46 + skip;
  }
  return found;
}

/** `<row …>` and `<c …>` start tags, with or without a namespace prefix (complete tags only). */
const TAG = /<(?:[A-Za-z_][\w.-]*:)?(row|c)(?=[\s>/])([^<>]*)>/g;
const ROW_NUMBER = /\br\s*=\s*["'](\d+)["']/;
const CELL_COLUMN = /\br\s*=\s*["']([A-Za-z]{1,4})\d*["']/;

/** Column number of a reference's letters: A = 1, Z = 26, AA = 27 … */
function columnNumber(letters: string): number {
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n;
}

/** Counts what the parser will have to build, chunk by chunk of inflated XML (tags may span chunks). */
class Scan {
  unpacked = 0;
  tags = 0;
  cells = 0;
  private rows = 0;
  private rowCells = 0;
  private run = 0;
  private carry = '';

  constructor(
    private maxUnpacked: number,
    private maxRows: number,
  ) {}

  /** A new entry: text runs and tags do not continue across entries. */
  next(): void {
    this.run = 0;
    this.carry = '';
  }

  see(chunk: Uint8Array, isSheet: boolean): LimitBreach | null {
    this.unpacked += chunk.length;
    if (this.unpacked > this.maxUnpacked) return 'unpacked';
    const text = new TextDecoder('latin1').decode(chunk);
    // The longest run of characters without a tag, and the number of tags.
    for (let from = 0; ;) {
      const lt = text.indexOf('<', from);
      this.run += (lt < 0 ? text.length : lt) - from;
      if (this.run > MAX_TEXT_RUN) return 'text';
      if (lt < 0) break;
      this.run = 0;
      if (++this.tags > MAX_XML_TAGS) return 'tags';
      from = lt + 1;
    }
    if (!isSheet) return null;
    // Rows and cells of complete tags; an unfinished tag at the end waits for the next chunk (it is shorter than
    // MAX_TEXT_RUN, or the run check above has already refused it).
    const all = this.carry + text;
    const last = all.lastIndexOf('<');
    const open = last >= 0 && all.indexOf('>', last) < 0;
    this.carry = open ? all.slice(last) : '';
    const done = open ? all.slice(0, last) : all;
    for (const [, name, attributes = ''] of done.matchAll(TAG)) {
      if (name === 'row') {
        this.rowCells = 0;
        const number = ROW_NUMBER.exec(attributes)?.[1];
        // The header and `maxRows` data rows; a row numbered beyond them stretches the parsed table as far.
        if (++this.rows > this.maxRows + 1 || (number && Number(number) > this.maxRows + 1)) return 'rows';
      } else {
        if (++this.cells > MAX_SHEET_CELLS) return 'cells';
        const column = CELL_COLUMN.exec(attributes)?.[1];
        const tooFar = column && columnNumber(column) > MAX_SHEET_COLUMNS;
        if (++this.rowCells > MAX_SHEET_COLUMNS || tooFar) return 'columns';
      }
    }
    return null;
  }
}

/**
 * Which limit the workbook breaks, or null (also for archives it cannot read: the parser reports those).
 * Inflating stops at the first breach, so the work is bounded by the limits, not by the archive.
 */
export async function xlsxLimitBreach(
  bytes: Uint8Array,
  maxUnpacked = MAX_UNPACKED_BYTES,
  maxRows = MAX_SHEET_ROWS,
): Promise<LimitBreach | null> {
  const all = entries(bytes);
  // The sizes the directory declares: refused before anything is inflated.
  if (all.reduce((sum, e) => sum + e.declared, 0) > maxUnpacked) return 'unpacked';
  const scan = new Scan(maxUnpacked, maxRows);
  for (const entry of all) {
    scan.next();
    const isSheet = /^xl\/worksheets\/[^/]+\.xml$/i.test(entry.name);
    if (entry.method === 0) {
      const breach = scan.see(entry.data, isSheet);
      if (breach) return breach;
      continue;
    }
    if (entry.method !== 8 || typeof DecompressionStream === 'undefined') continue;
    const data = entry.data;
    const reader = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(data);
        controller.close();
      },
    })
      .pipeThrough(
        new DecompressionStream('deflate-raw') as unknown as TransformStream<Uint8Array, Uint8Array>,
      )
      .getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        const breach = scan.see(value, isSheet);
        if (breach) {
          await reader.cancel();
          return breach;
        }
      }
    } catch {
      // A damaged entry: the parser reports the file as unreadable.
    }
  }
  return null;
}

/**
 * An .xlsx is a zip: before it is parsed, its entries are inflated with a cap (whatever sizes the archive
 * claims) and the rows of its worksheets counted, so a small file that unpacks to megabytes of XML is refused
 * in milliseconds instead of blocking the server while the XML parser works through it.
 */
export const MAX_UNPACKED_BYTES = 20 * 1024 * 1024;
export const MAX_SHEET_ROWS = 10_000;

export type LimitBreach = 'unpacked' | 'rows';

const u16 = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8);
const u32 = (b: Uint8Array, at: number) =>
  (b[at] | (b[at + 1] << 8) | (b[at + 2] << 16) | (b[at + 3] << 24)) >>> 0;

interface Entry {
  name: string;
  method: number;
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
    const nameLength = u16(bytes, at + 28);
    const skip = nameLength + u16(bytes, at + 30) + u16(bytes, at + 32);
    const local = u32(bytes, at + 42);
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
    if (local + 30 <= bytes.length && u32(bytes, local) === 0x04034b50) {
      const start = local + 30 + u16(bytes, local + 26) + u16(bytes, local + 28);
      found.push({ name, method, data: bytes.subarray(start, Math.min(bytes.length, start + compressed)) });
    }
    at += 46 + skip;
  }
  return found;
}

/** Rows in a chunk of worksheet XML (`<row ` or `<x:row>` …), counting across chunk borders via `carry`. */
const ROW = /<(?:[A-Za-z_][\w.-]*:)?row[\s>/]/g;

/**
 * Which limit the workbook breaks, or null (also for archives it cannot read: the parser reports those).
 * `budget`: how many unpacked bytes are still allowed.
 */
export async function xlsxLimitBreach(
  bytes: Uint8Array,
  maxUnpacked = MAX_UNPACKED_BYTES,
  maxRows = MAX_SHEET_ROWS,
): Promise<LimitBreach | null> {
  let unpacked = 0;
  let rows = 0;
  for (const entry of entries(bytes)) {
    const isSheet = /^xl\/worksheets\/[^/]+\.xml$/i.test(entry.name);
    let carry = '';
    const see = (chunk: Uint8Array): LimitBreach | null => {
      unpacked += chunk.length;
      if (unpacked > maxUnpacked) return 'unpacked';
      if (isSheet) {
        const text = carry + new TextDecoder('latin1').decode(chunk);
        rows += text.match(ROW)?.length ?? 0;
        // Keep the tail (shorter than a tag start) for the next chunk, without counting it twice.
        const tail = text.slice(-16);
        const lastTag = tail.lastIndexOf('<');
        carry = lastTag >= 0 && !ROW.test(tail.slice(lastTag)) ? tail.slice(lastTag) : '';
        ROW.lastIndex = 0;
        if (rows > maxRows) return 'rows';
      }
      return null;
    };
    if (entry.method === 0) {
      const breach = see(entry.data);
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
        const breach = see(value);
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

/**
 * Spreadsheets that are small on the wire and large once unpacked, for the upload limit tests: a real workbook
 * (write-excel-file) whose first worksheet is replaced by the given XML, deflated at level 9.
 */
import { crc32, deflateRawSync, inflateRawSync } from 'node:zlib';
import { writeXlsx } from '@mocks/lib/sheets';

const SHEET = 'xl/worksheets/sheet1.xml';

/** The entries of a zip (central directory), inflated. */
function unzip(zip: Buffer): [string, Buffer][] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = zip.readUInt32LE(end + 16);
  const found: [string, Buffer][] = [];
  for (let n = zip.readUInt16LE(end + 10); n > 0; n--) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const raw = zip.subarray(start, start + size);
    found.push([name, method === 8 ? inflateRawSync(raw) : raw]);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return found;
}

/** A zip of the entries, each deflated; `declare` may state other uncompressed sizes than the real ones. */
function zip(files: [string, Buffer][], declare: (name: string, size: number) => number): Buffer {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of files) {
    const packed = deflateRawSync(data, { level: 9 });
    const fileName = Buffer.from(name);
    const header = (size: number, signature: number) => {
      const central = signature === 0x02014b50;
      const b = Buffer.alloc(central ? 46 : 30);
      b.writeUInt32LE(signature, 0);
      const o = central ? 2 : 0;
      if (central) b.writeUInt16LE(20, 4);
      b.writeUInt16LE(20, 4 + o);
      b.writeUInt16LE(8, 8 + o);
      b.writeUInt32LE(crc32(data), 14 + o);
      b.writeUInt32LE(packed.length, 18 + o);
      b.writeUInt32LE(size, 22 + o);
      b.writeUInt16LE(fileName.length, 26 + o);
      if (central) b.writeUInt32LE(offset, 42);
      return b;
    };
    const size = declare(name, data.length);
    directory.push(header(size, 0x02014b50), fileName);
    parts.push(header(size, 0x04034b50), fileName, packed);
    offset += 30 + fileName.length + packed.length;
  }
  const central = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(central.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, central, end]);
}

/**
 * An .xlsx whose worksheet has the header row `header` and then `rows` (XML of `<row>` elements). `lie`: the zip
 * directory declares the worksheet as 1 kB (only inflating shows its real size).
 */
export async function xlsxWithSheet(header: string, rows: string, name = 'bomba.xlsx', lie = false) {
  const base = Buffer.from(await (await writeXlsx([{ header, key: 'v' }], [])).arrayBuffer());
  const xml =
    '<?xml version="1.0" ?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
    `<sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>${header}</t></is></c></row>${rows}</sheetData></worksheet>`;
  const entries = unzip(base).map(([n, data]): [string, Buffer] => [
    n,
    n === SHEET ? Buffer.from(xml) : data,
  ]);
  const bytes = zip(entries, (n, size) => (lie && n === SHEET ? 1024 : size));
  return new File([new Uint8Array(bytes)], name);
}

/** One inline-text cell in column A of row `r`. */
export const textRow = (r: number, text: string) =>
  `<row r="${r}"><c r="A${r}" t="inlineStr"><is><t>${text}</t></is></c></row>`;

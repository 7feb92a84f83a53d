/**
 * The one spreadsheet-import mechanism (`…/UploadWithExcel` operations): read the multipart `files`
 * (csv / xls / xlsx), parse them with `readSheet`, check every row, save the good rows and answer an
 * `UploadReport` listing the rejected ones (docs/decisions.md, "Uploads").
 *
 *   registerImport(router, {
 *     path: '/api/Coupons/UploadWithExcel',
 *     operationId: 'uploadCoupons',
 *     columns: ['name', 'userName', 'code', 'companyName'],
 *     required: ['name', 'userName', 'code'],
 *     toRow: (record, errors) => ({ name: record.name, … }),   // push row errors into `errors`
 *     save: insertInto('coupons'),
 *   });
 *
 * File-level problems are 400s before anything is saved: `FileRequired`, `InvalidFileType`,
 * `FileTooLarge`, `FileEmpty`, `UnsupportedSpreadsheet` (value = file name) and `MissingColumn`
 * (value = column). Row problems never fail the call: the row is reported with its spreadsheet line
 * (header = line 1), its key and its errors, and the other rows are still saved. Several files in
 * `files` are imported in turn into one report.
 */
import type { Db } from '../db';
import type { Row, TableName } from '../db';
import { ApiError, err, ok, type ApiErrorItem } from './envelope';
import { readUploads, SPREADSHEETS } from './files';
import { newId } from './ids';
import { insertRow } from './resource';
import { ADMIN, type Access, type Router, type SignedInCtx } from './router';
import type { OperationId, OperationsAnswering } from './contract';
import type { SheetData } from '../lib/sheets';
import { MAX_CELL_LENGTH, MAX_IMPORT_ROWS_PER_REQUEST } from './limits';
import SCHEMAS from './request-schemas.json';
import { at, first } from '@/lib/at';

/** One spreadsheet row: every expected column present, values trimmed strings ('' when blank). */
export type SheetRecord<C extends string = string> = Record<C, string>;

/** `C`: the column names, so a record's cells are typed as present (importRows fills every column). */
export interface ImportSpec<T, C extends string = string> {
  path: string;
  /** An operation whose contract answer is an `UploadReport`. */
  operationId: OperationsAnswering<UploadReport>;
  /** Default: `Permissions_Administration`. */
  access?: Access;
  /** Expected header cells (matched case-insensitively; a missing one → 400 `MissingColumn`). */
  columns: readonly C[];
  /** Columns that may not be blank; each blank one adds `RequiredField` (value = column) to the row. */
  required?: readonly C[];
  /**
   * The operation that creates one such row (e.g. 'createCampaign'): a cell longer than the `maxLength` of its
   * field there is `TextTooLong` (value = column), as the same text sent to that operation would be; a column it
   * does not name may hold `MAX_CELL_LENGTH` characters.
   */
  like?: OperationId;
  /** What identifies a row in the report; default: the first column's value. */
  key?(record: SheetRecord<C>): string;
  /**
   * Checks one record and returns what to save. Push problems into `errors` (required columns were
   * already checked, so blank values must be tolerated); when `errors` is not empty the result is ignored.
   */
  toRow(record: SheetRecord<C>, errors: ApiErrorItem[], ctx: SignedInCtx): T | Promise<T>;
  /** Stores one accepted row, e.g. `insertInto('coupons')`. */
  save(row: T, ctx: SignedInCtx): unknown;
}

export interface UploadReportRow {
  row: number;
  key: string;
  errors: ApiErrorItem[];
}

export interface UploadReport {
  totalCount: number;
  successCount: number;
  errorCount: number;
  rows: UploadReportRow[];
}

/** A `save` that inserts the row into a table under a new id. */
export const insertInto =
  <K extends TableName>(db: Db, name: K) =>
  (row: Omit<Row<K>, 'id'>) =>
    insertRow(db, name, { ...row, id: newId() } as Row<K>);

/**
 * A decimal as written in spreadsheets: `1234.5`, `1234,5` (Turkish), `1.234,5` or `1,234.5`.
 * Null when blank or not a finite number.
 */
export function parseDecimal(text: string | null | undefined): number | null {
  let s = (text ?? '').trim().replace(/\s+/g, '');
  if (!s) return null;
  const comma = s.lastIndexOf(',');
  const dot = s.lastIndexOf('.');
  if (comma >= 0 && dot >= 0) {
    // The last separator is the decimal one; the other groups thousands.
    s = comma > dot ? s.replace(/\./g, '').replace(',', '.') : s.replace(/,/g, '');
  } else if (comma >= 0) {
    s = s.replace(',', '.');
  }
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(s)) return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

/**
 * Reads every uploaded spreadsheet, turning `SheetError`s into 400s; more data rows in all than
 * `MAX_IMPORT_ROWS_PER_REQUEST` is `TooManyRows` before anything is saved.
 */
async function readSheets(ctx: SignedInCtx, columns: readonly string[]): Promise<SheetData[]> {
  const files = await readUploads(await ctx.form(), { types: SPREADSHEETS });
  const sheets: SheetData[] = [];
  let rows = 0;
  // The spreadsheet readers (papaparse, read-excel-file) load with the first import, not with the mock.
  const { readSheet, SheetError } = await import('../lib/sheets');
  for (const file of files) {
    try {
      sheets.push(await readSheet(file, columns));
    } catch (e) {
      if (!(e instanceof SheetError)) throw e;
      throw new ApiError(400, [err(e.code, e.code === 'MissingColumn' ? e.value : file.name)]);
    }
    rows += at(sheets, -1).rows.length;
    if (rows > MAX_IMPORT_ROWS_PER_REQUEST)
      throw new ApiError(400, [err('TooManyRows', MAX_IMPORT_ROWS_PER_REQUEST)]);
  }
  return sheets;
}

interface FieldSchema {
  maxLength?: number;
  properties?: Record<string, FieldSchema>;
}

/** The `maxLength` of each column: its field in the body of `like` (the entity under its payload key). */
function cellLimits<C extends string>(
  columns: readonly C[],
  like: OperationId | undefined,
): Record<C, number> {
  const body = like
    ? (SCHEMAS as unknown as Record<string, { body?: { schema: FieldSchema } }>)[like]?.body?.schema
    : undefined;
  const fields = Object.values(body?.properties ?? {}).find((p) => p.properties)?.properties ?? {};
  return Object.fromEntries(columns.map((c) => [c, fields[c]?.maxLength ?? MAX_CELL_LENGTH])) as Record<
    C,
    number
  >;
}

/** A report row's key, cut to 200 characters (an over-long cell is not echoed whole). */
const shortKey = (key: string) => (key.length > 200 ? `${key.slice(0, 199)}…` : key);

/** Imports the request's spreadsheets with `spec` and returns the report. */
export async function runImport<T, C extends string>(
  ctx: SignedInCtx,
  spec: ImportSpec<T, C>,
  /** Runs the row checks and saves, e.g. as one step with the table's other saves (`exclusive`); not the parsing. */
  around: (work: () => Promise<UploadReport>) => Promise<UploadReport> = (work) => work(),
): Promise<UploadReport> {
  const sheets = await readSheets(ctx, spec.columns);
  return around(() => importRows(ctx, spec, sheets));
}

async function importRows<T, C extends string>(
  ctx: SignedInCtx,
  spec: ImportSpec<T, C>,
  sheets: SheetData[],
): Promise<UploadReport> {
  const maxLength = cellLimits(spec.columns, spec.like);
  const report: UploadReport = { totalCount: 0, successCount: 0, errorCount: 0, rows: [] };
  for (const sheet of sheets) {
    for (const [i, cells] of sheet.rows.entries()) {
      const record = Object.fromEntries(
        spec.columns.map((column) => [column, cells[column] ?? '']),
      ) as SheetRecord<C>;
      const errors = (spec.required ?? [])
        .filter((column) => record[column] === '')
        .map((column) => err('RequiredField', column));
      const tooLong = spec.columns.filter((column) => record[column].length > maxLength[column]);
      errors.push(...tooLong.map((column) => err('TextTooLong', column)));
      // An over-long cell is not looked at further (nor shown whole in the report's key).
      const row = tooLong.length > 0 ? undefined : await spec.toRow(record, errors, ctx);
      report.totalCount++;
      if (errors.length === 0) {
        await spec.save(row as T, ctx);
        report.successCount++;
      } else {
        report.errorCount++;
        report.rows.push({
          row: at(sheet.rowNumbers, i, 'the sheet row numbers'),
          key: shortKey(spec.key ? spec.key(record) : record[first(spec.columns, 'the import columns')]),
          errors,
        });
      }
    }
  }
  return report;
}

/** Registers `POST spec.path` as a spreadsheet import answering an `UploadReport`. */
export function registerImport<T, C extends string>(router: Router, spec: ImportSpec<T, C>): void {
  router.add('POST', spec.path, spec.operationId, spec.access ?? ADMIN, async (ctx: SignedInCtx) =>
    ok(await runImport(ctx, spec)),
  );
}

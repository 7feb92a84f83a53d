/**
 * The in-browser server's database: one @msw/data collection per stored entity.
 * Records are the server's own rows (they hold hashes, tokens and foreign keys); handlers map them to the
 * `/api` shapes of openapi.yaml.
 */
import { Collection } from '@msw/data';
import { en } from 'zod/locales';
import { z } from 'zod/mini';
import { createRuntime, type Runtime, type RuntimeSettings } from './core/runtime';

// zod/mini keeps the in-browser server's chunk small; it parses without compiling (no `new Function`, which the
// deployment's Content-Security-Policy forbids) and brings no messages of its own: with English ones, a row an import
// rejects reads "Invalid input: expected string, received number".
z.config(en());

const text = z.nullable(z.string());
const num = z.nullable(z.number());

export const userSchema = z.object({
  id: z.string(),
  userName: z.string(),
  email: z.string(),
  passwordHash: z.string(),
  emailConfirmed: z.boolean(),
  emailConfirmToken: text,
  resetToken: text,
  resetTokenExpires: num,
  roleIds: z.array(z.string()),
  newTvCommissionPercentage: z.number(),
  fullName: text,
  phoneNumber: text,
  instagramUserName: text,
  instagramFollowerCount: num,
  trendyolUserName: text,
  trendyolStatus: num,
  isHaveCompany: z.boolean(),
  companyType: num,
  bankAccountFullName: text,
  identityNumber: text,
  companyName: text,
  taxNumber: text,
  ibanNumber: text,
  address: text,
  city: text,
  province: text,
  isActive: z.boolean(),
  doesIsMatchTrendyol: z.boolean(),
  isUseLegislation: z.boolean(),
  legislationFilePath: text,
  legislationFullName: text,
  legislationIdentityNumber: text,
  legislationIbanNumber: text,
  createdAt: z.string(),
  /**
   * When the password last changed (ms): tokens issued before it stop working, except the one that changed it
   * (`keptTokenIssuedAt`), so the user stays signed in where they changed it.
   */
  passwordChangedAt: z.optional(num),
  keptTokenIssuedAt: z.optional(num),
  /** Wrong passwords in a row, and until when (ms) sign-in is locked after too many (ASP.NET Identity's lockout). */
  accessFailedCount: z.optional(z.number()),
  lockoutEnd: z.optional(num),
});

export const permissionSchema = z.object({ id: z.string(), name: z.string(), displayName: z.string() });
export const roleSchema = z.object({
  id: z.string(),
  name: z.string(),
  isSystemDefault: z.boolean(),
  permissionIds: z.array(z.string()),
});

export const ticketSchema = z.object({
  id: z.string(),
  subject: z.number(),
  content: text,
  isArchived: z.boolean(),
  isSystemDefault: z.boolean(),
  status: z.number(),
  assignedUserId: text,
  userId: z.string(),
  unreadForUser: z.boolean(),
  createdAt: z.string(),
  modificationDate: z.string(),
});
export const chatSchema = z.object({
  id: z.string(),
  ticketId: z.string(),
  userId: z.string(),
  content: z.string(),
  isImage: z.boolean(),
  created_at: z.string(),
});

export const companySchema = z.object({
  id: z.string(),
  name: z.string(),
  webViewUrl: text,
  mobileAppPhoto: text,
  newTvCommissionPercentage: z.number(),
  description: text,
});
export const companyUserSchema = z.object({
  id: z.string(),
  userId: z.string(),
  companyId: z.string(),
  status: z.number(),
  description: text,
});

export const commissionSchema = z.object({
  id: z.string(),
  name: z.string(),
  userName: z.string(),
  invoiceId: text,
  total: z.number(),
  companyId: text,
});
export const trendyolCommissionSchema = z.object({
  id: z.string(),
  name: z.string(),
  userName: z.string(),
  invoiceId: text,
  total: z.number(),
});
export const campaignSchema = z.object({
  id: z.string(),
  name: z.string(),
  mostCategoryCiroWithLink: text,
  mostCategoryCiroWithoutLink: text,
  mostSoldProduct: text,
});
export const couponSchema = z.object({
  id: z.string(),
  name: z.string(),
  userName: z.string(),
  code: z.string(),
  companyId: text,
});
export const discountCampaignSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  commissionPercentage: z.number(),
  url: z.string(),
  startDate: z.string(),
  finishDate: z.string(),
  isMobileLink: z.boolean(),
  companyId: z.string(),
});

export const collectionSchema = z.object({
  id: z.string(),
  name: z.string(),
  userId: z.string(),
  createdAt: z.string(),
});
export const collectionItemSchema = z.object({
  id: z.string(),
  collectionId: z.string(),
  url: z.string(),
  shortUrl: z.string(),
  order: z.number(),
});

export const storageSchema = z.object({ id: z.string(), key: z.string(), value: z.string() });
export const definitionSchema = z.object({ id: z.string(), key: z.string(), dateTime: text });

export const paymentTrackingSchema = z.object({
  id: z.string(),
  userId: z.string(),
  companyId: text,
  status: z.number(),
  fullName: text,
  trendyolUserName: text,
  invoiceId: z.string(),
  invoicePeriod: z.string(),
  trendyolTotalAmount: z.number(),
  newTvCommissionPercentage: z.number(),
  newTvCommissionAmount: z.number(),
  grossAmount: z.number(),
  stoppageTaxAmount: z.number(),
  vatAmount: z.number(),
  tevkifatAmount: z.number(),
  paymentAmount: z.number(),
  invoiceMemberUploadPath: text,
  invoiceAdminUploadPath: text,
  createdAt: z.string(),
  modificationDate: z.string(),
});

export const mailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  html: z.string(),
  links: z.array(z.object({ label: z.string(), href: z.string() })),
  createdAt: z.string(),
});

export const schemas = {
  users: userSchema,
  permissions: permissionSchema,
  roles: roleSchema,
  tickets: ticketSchema,
  chats: chatSchema,
  companies: companySchema,
  companyUsers: companyUserSchema,
  commissions: commissionSchema,
  trendyolCommissions: trendyolCommissionSchema,
  campaigns: campaignSchema,
  coupons: couponSchema,
  discountCampaigns: discountCampaignSchema,
  collections: collectionSchema,
  collectionItems: collectionItemSchema,
  storage: storageSchema,
  definitions: definitionSchema,
  paymentTrackings: paymentTrackingSchema,
  mails: mailSchema,
} as const;

type Schemas = typeof schemas;

/** The @msw/data collection of table `K`, typed by its schema (also for a generic `K`). */
export type Table<K extends keyof Schemas> = Collection<Schemas[K]>;

/** One backend's tables. */
export type Tables = { [K in keyof Schemas]: Table<K> };

const createTables = (): Tables => ({
  users: new Collection({ schema: userSchema }),
  permissions: new Collection({ schema: permissionSchema }),
  roles: new Collection({ schema: roleSchema }),
  tickets: new Collection({ schema: ticketSchema }),
  chats: new Collection({ schema: chatSchema }),
  companies: new Collection({ schema: companySchema }),
  companyUsers: new Collection({ schema: companyUserSchema }),
  commissions: new Collection({ schema: commissionSchema }),
  trendyolCommissions: new Collection({ schema: trendyolCommissionSchema }),
  campaigns: new Collection({ schema: campaignSchema }),
  coupons: new Collection({ schema: couponSchema }),
  discountCampaigns: new Collection({ schema: discountCampaignSchema }),
  collections: new Collection({ schema: collectionSchema }),
  collectionItems: new Collection({ schema: collectionItemSchema }),
  storage: new Collection({ schema: storageSchema }),
  definitions: new Collection({ schema: definitionSchema }),
  paymentTrackings: new Collection({ schema: paymentTrackingSchema }),
  mails: new Collection({ schema: mailSchema }),
});

/**
 * One backend's database: its tables (`db.users`, …), the locks of `exclusive` (./core/tables.ts) and what its
 * answers depend on (./core/runtime.ts: the clock, the uploads, the origins, the signing key). Every handler reaches
 * it through its request context (`ctx.db`); nothing of it is shared between backends.
 */
export interface Db extends Tables, Runtime {
  /** The tail of each table's `exclusive` runs. */
  readonly locks: Map<TableName, Promise<unknown>>;
}

/** A new, empty database with `settings` (default: the system clock, uploads in IndexedDB or memory, …). */
export function createDb(settings: RuntimeSettings = {}): Db {
  return Object.assign(createTables(), createRuntime(settings), {
    locks: new Map<TableName, Promise<unknown>>(),
  });
}

/** Gives `db` the settings of the backend that answers over it. */
export function configureDb(db: Db, settings: RuntimeSettings): void {
  Object.assign(db, createRuntime(settings));
}

export type TableName = keyof Tables;
export type Row<K extends TableName> = z.infer<(typeof schemas)[K]>;
export type UserRow = Row<'users'>;

/** Bump when a stored shape changes: persisted data of another version is dropped and re-seeded. */
export const SCHEMA_VERSION = 1;

export const tableNames = Object.keys(schemas) as TableName[];

export function clearDb(db: Db): void {
  for (const name of tableNames) clearTable(db, name);
}

/**
 * Empties a table. `Collection.clear()` looks each record up from the start while it removes them (quadratic: half
 * a minute for the 50 000 rows of the QA `large` scenario); removing the first record each time is far cheaper.
 * The delete hooks still fire for every record.
 */
export function clearTable<K extends TableName>(db: Db, name: K): void {
  const tables: Tables = db;
  const table: Table<K> = tables[name];
  for (let first = table.findFirst(); first; first = table.findFirst()) table.delete(first);
}

/** Plain rows of every table (for persistence). */
export function snapshotDb(db: Db): Record<TableName, unknown[]> {
  return Object.fromEntries(
    tableNames.map((name) => [name, db[name].all().map((r) => ({ ...r }))]),
  ) as Record<TableName, unknown[]>;
}

/** Replaces the database with a snapshot; throws when a row does not fit today's schema. */
export async function restoreDb(db: Db, snapshot: Record<string, unknown[]>): Promise<void> {
  for (const name of tableNames) {
    const rows = snapshot[name];
    if (!Array.isArray(rows)) throw new Error(`snapshot lacks table ${name}`);
    for (const row of rows) schemas[name].parse(row);
  }
  clearDb(db);
  for (const name of tableNames) {
    await insertMany(db, name, snapshot[name] as Row<typeof name>[]);
  }
}

/** Called with every row created, updated (its state before) or deleted in a table (./backend.ts `storage.onWrite`). */
export type WriteListener = (table: TableName, row: unknown) => void;

type WriteEvent = 'create' | 'update' | 'delete';
type Hook = (e: { data: Record<string, unknown> }) => void;
type Hooks = { on(event: WriteEvent, hook: Hook): void; removeListener(event: WriteEvent, hook: Hook): void };
const hooksOf = (db: Db, name: TableName) => db[name].hooks as unknown as Hooks;

/** The hooks `onEveryWrite` added, per database: `replaceRows` takes them off while it loads. */
const writeHooks = new WeakMap<Db, Array<{ name: TableName; event: WriteEvent; hook: Hook }>>();

/** Subscribes `listener` to every table's create, update and delete hooks of `db`. */
export function onEveryWrite(db: Db, listener: WriteListener): void {
  const added = writeHooks.get(db) ?? [];
  writeHooks.set(db, added);
  for (const name of tableNames) {
    const hooks: Array<[WriteEvent, Hook]> = [
      ['create', (e) => listener(name, e.data.record)],
      ['update', (e) => listener(name, e.data.prevRecord)],
      ['delete', (e) => listener(name, e.data.deletedRecord)],
    ];
    for (const [event, hook] of hooks) {
      hooksOf(db, name).on(event, hook);
      added.push({ name, event, hook });
    }
  }
}

/** A stored row that does not fit today's schema, and why: its first problem, `field: message`. */
export interface UnfitRow {
  row: unknown;
  reason: string;
}

/** Why `row` does not fit table `name`'s schema; null when it fits. */
function misfit(name: TableName, row: unknown): string | null {
  const fit = schemas[name].safeParse(row);
  if (fit.success) return null;
  const issue = fit.error.issues[0];
  return `${issue?.path.join('.') || '(row)'}: ${issue?.message}`;
}

/**
 * Replaces a table's rows with stored ones and returns those that do not fit today's schema. Each row is checked
 * once, by the collection's own `create`; a row it refuses is parsed again, for its reason. `create` logs the
 * problems of the row it refuses, so once a table has a misfit its remaining rows are parsed before they are
 * created: one such log per table, however many rows no longer fit.
 * Loading is no change: the write hooks of `onEveryWrite` are off meanwhile, which also spares `create` the event it
 * builds for them with every row.
 * `pause`: awaited after each row (the browser's load gives the main thread back with it).
 */
export async function replaceRows<K extends TableName>(
  db: Db,
  name: K,
  rows: unknown[],
  pause?: () => Promise<void>,
): Promise<UnfitRow[]> {
  const tables: Tables = db;
  const table: Table<K> = tables[name];
  const unfit: UnfitRow[] = [];
  const hooks = (writeHooks.get(db) ?? []).filter((h) => h.name === name);
  for (const { event, hook } of hooks) hooksOf(db, name).removeListener(event, hook);
  try {
    clearTable(db, name);
    let parseFirst = false;
    for (const row of rows) {
      const known = parseFirst ? misfit(name, row) : null;
      if (known !== null) unfit.push({ row, reason: known });
      else
        try {
          await table.create(row as Row<K>);
        } catch (e) {
          const reason = misfit(name, row);
          if (reason === null) throw e;
          unfit.push({ row, reason });
          parseFirst = true;
        }
      await pause?.();
    }
  } finally {
    for (const { event, hook } of hooks) hooksOf(db, name).on(event, hook);
  }
  return unfit;
}

/** `pause`: awaited after each row (the browser's load gives the main thread back with it). */
export async function insertMany<K extends TableName>(
  db: Db,
  name: K,
  rows: Row<K>[],
  pause?: () => Promise<void>,
): Promise<void> {
  const tables: Tables = db;
  const table: Table<K> = tables[name];
  for (const row of rows) {
    await table.create(row);
    await pause?.();
  }
}

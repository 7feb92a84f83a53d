// @vitest-environment node
import { call, errorNames, loginAdmin, loginMember, useMockServer } from '../../../tests/support/api';
import { db } from '@mocks/node';
import { EMPTY_ID } from '@mocks/core/ids';
import { extractPdfText } from '../../../tests/support/pdf-text';

useMockServer();

const storageByKey = (key: string) => db.storage.findFirst((q) => q.where({ key }));
const nextPaymentDate = () => db.definitions.findFirst((q) => q.where({ key: 'NextPaymentDate' }));

/** One char per byte, so the PDF structure can be searched as text. */
const latin1 = (bytes: Uint8Array) => Array.from(bytes, (b) => String.fromCharCode(b)).join('');
const pageCount = (bytes: Uint8Array) => (latin1(bytes).match(/\/Type\s*\/Page(?!s)\b/g) ?? []).length;

describe('storage: list and read (administrators)', () => {
  it('lists settings sorted by key, searches key and value, sorts by either field', async () => {
    const admin = await loginAdmin();
    const all = await call('GET', '/api/storage/GetStorages', {
      token: admin,
      query: { pageSize: 100000000 },
    });
    expect(all.status).toBe(200);
    expect(all.body.content.totalCount).toBe(db.storage.all().length);
    const keys = all.body.content.items.map((s) => s.key);
    expect(keys).toEqual([...keys].sort((a, b) => a.localeCompare(b, 'tr', { sensitivity: 'base' })));

    const page = await call('GET', '/api/storage/GetStorages', {
      token: admin,
      query: { pageIndex: 1, pageSize: 5 },
    });
    expect(page.body.content.items).toHaveLength(5);
    expect(page.body.content.items[0]!.key).toBe(keys[5]);

    const byKey = await call('GET', '/api/storage/GetStorages', {
      token: admin,
      query: { filter: 'minimumpayment' },
    });
    expect(byKey.body.content.items.map((s) => s.key)).toEqual(['MinimumPaymentAmount']);
    const byValue = await call('GET', '/api/storage/GetStorages', {
      token: admin,
      query: { filter: 'destek@' },
    });
    expect(byValue.body.content.items.map((s) => s.key)).toEqual(['SupportEmail']);

    const desc = await call('GET', '/api/storage/GetStorages', {
      token: admin,
      query: { sortBy: 'key desc', pageSize: 100000000 },
    });
    expect(desc.body.content.items.map((s) => s.key)).toEqual([...keys].reverse());

    const byValueSort = await call('GET', '/api/storage/GetStorages', {
      token: admin,
      query: { sortBy: 'Value', pageSize: 1 },
    });
    expect(byValueSort.body.content.items[0]!.key).toBe('OfficeHours'); // '08:00-17:00', numeric collation
  });

  it.each([
    [{ sortBy: 'nope' }, 'InvalidSortBy'],
    [{ pageIndex: -1 }, 'InvalidPaging'],
    [{ pageSize: 0 }, 'InvalidPaging'],
  ])('refuses the list query %j with %s', async (query, name) => {
    const res = await call('GET', '/api/storage/GetStorages', { token: await loginAdmin(), query });
    expect(res.status).toBe(400);
    expect(errorNames(res)).toEqual([name]);
  });

  it('reads one setting; an unknown id is StorageNotFound', async () => {
    const admin = await loginAdmin();
    const row = storageByKey('MinimumPaymentAmount')!;
    const res = await call('GET', `/api/storage/${row.id}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.content).toEqual({ id: row.id, key: 'MinimumPaymentAmount', value: '1000' });
    const missing = await call('GET', `/api/storage/${crypto.randomUUID()}`, { token: admin });
    expect(missing.status).toBe(404);
    expect(errorNames(missing)).toEqual(['StorageNotFound']);
  });

  it('is for administrators only: members get 403, anonymous callers 401', async () => {
    const member = await loginMember();
    const id = storageByKey('MinimumPaymentAmount')!.id;
    const attempts: [string, string, object][] = [
      ['GET', '/api/storage/GetStorages', {}],
      ['GET', `/api/storage/${id}`, {}],
      ['POST', `/api/storage/${EMPTY_ID}`, { json: { key: 'X', value: '1' } }],
      ['PUT', `/api/storage/${id}`, { json: { value: '1' } }],
      ['DELETE', '/api/storage', { query: { id } }],
    ];
    for (const [method, path, options] of attempts) {
      const forbidden = await call(method, path, { ...options, token: member });
      expect(forbidden.status, `${method} ${path}`).toBe(403);
      expect(errorNames(forbidden)).toEqual(['Forbidden']);
      const anonymous = await call(method, path, options);
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      expect(errorNames(anonymous)).toEqual(['Unauthorized']);
    }
    expect(storageByKey('MinimumPaymentAmount')!.value).toBe('1000');
  });
});

describe('storage: create, update, delete', () => {
  it('creates a setting at the empty id and answers it', async () => {
    const admin = await loginAdmin();
    const res = await call('POST', `/api/storage/${EMPTY_ID}`, {
      token: admin,
      json: { id: EMPTY_ID, key: ' WelcomeText ', value: 'Hoş geldiniz' },
    });
    expect(res.status).toBe(200);
    expect(res.body.content).toMatchObject({ key: 'WelcomeText', value: 'Hoş geldiniz' });
    expect(res.body.content.id).not.toBe(EMPTY_ID);
    expect(storageByKey('WelcomeText')).toMatchObject({ id: res.body.content.id, value: 'Hoş geldiniz' });
  });

  it.each([
    [{ value: '1' }, ['RequiredField'], ['key']],
    [{ key: 'NewKey' }, ['RequiredField'], ['value']],
    [{ key: ' ', value: '' }, ['RequiredField', 'RequiredField'], ['key', 'value']],
    [{ key: 'minimumpaymentamount', value: '5' }, ['StorageKeyAlreadyExist'], ['minimumpaymentamount']],
  ])('refuses to create %j with %j', async (json, names, values) => {
    const before = db.storage.all().length;
    const res = await call('POST', `/api/storage/${EMPTY_ID}`, { token: await loginAdmin(), json });
    expect(res.status).toBe(400);
    expect(errorNames(res)).toEqual(names);
    expect(res.body.errors.map((e) => e.value)).toEqual(values);
    expect(db.storage.all().length).toBe(before);
  });

  it('refuses to create at an id other than the empty id', async () => {
    const id = storageByKey('MinimumPaymentAmount')!.id;
    const res = await call('POST', `/api/storage/${id}`, {
      token: await loginAdmin(),
      json: { key: 'Other', value: '1' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ name: 'InvalidValue', value: 'id' }]);
    expect(storageByKey('Other')).toBeUndefined();
  });

  it('updates only the value: the key is read-only and a different key is ignored', async () => {
    const row = storageByKey('MinimumPaymentAmount')!;
    const res = await call('PUT', `/api/storage/${row.id}`, {
      token: await loginAdmin(),
      json: { id: row.id, key: 'Renamed', value: '1500' },
    });
    expect(res.status).toBe(200);
    expect(res.body.content).toEqual({ id: row.id, key: 'MinimumPaymentAmount', value: '1500' });
    expect(storageByKey('MinimumPaymentAmount')!.value).toBe('1500');
    expect(storageByKey('Renamed')).toBeUndefined();
  });

  it('refuses an update without a value and of an unknown id', async () => {
    const admin = await loginAdmin();
    const row = storageByKey('MinimumPaymentAmount')!;
    const blank = await call('PUT', `/api/storage/${row.id}`, { token: admin, json: { value: '  ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual([{ name: 'RequiredField', value: 'value' }]);
    expect(storageByKey('MinimumPaymentAmount')!.value).toBe('1000');

    for (const id of [crypto.randomUUID(), EMPTY_ID]) {
      const missing = await call('PUT', `/api/storage/${id}`, { token: admin, json: { value: '1' } });
      expect(missing.status).toBe(404);
      expect(errorNames(missing)).toEqual(['StorageNotFound']);
    }
  });

  it('deletes a setting; a missing id is RequiredField, an unknown one StorageNotFound', async () => {
    const admin = await loginAdmin();
    const row = storageByKey('OfficeHours')!;
    const res = await call('DELETE', '/api/storage', { token: admin, query: { id: row.id } });
    expect(res.status).toBe(200);
    expect(res.body.content).toBeNull();
    expect(storageByKey('OfficeHours')).toBeUndefined();

    const again = await call('DELETE', '/api/storage', { token: admin, query: { id: row.id } });
    expect(again.status).toBe(404);
    expect(errorNames(again)).toEqual(['StorageNotFound']);

    const noId = await call('DELETE', '/api/storage', { token: admin });
    expect(noId.status).toBe(400);
    expect(noId.body.errors).toEqual([{ name: 'RequiredField', value: 'id' }]);
  });
});

describe('definitions: the next payment date', () => {
  it('any signed-in user reads it; anonymous callers get 401', async () => {
    const res = await call('GET', '/api/definitions', { token: await loginMember() });
    expect(res.status).toBe(200);
    expect(res.body.content).toEqual({ dateTime: nextPaymentDate()!.dateTime });
    expect(res.body.content.dateTime).toBe('2026-12-22T09:00:00.000Z');
    const anonymous = await call('GET', '/api/definitions');
    expect(anonymous.status).toBe(401);
    expect(errorNames(anonymous)).toEqual(['Unauthorized']);
  });

  it('answers null when no date was ever saved', async () => {
    db.definitions.clear();
    const res = await call('GET', '/api/definitions', { token: await loginMember() });
    expect(res.body.content).toEqual({ dateTime: null });
  });

  it('an administrator saves it (content null); it is upserted', async () => {
    const admin = await loginAdmin();
    const res = await call('POST', '/api/definitions', {
      token: admin,
      json: { dateTime: '2027-01-21T10:30:00.000Z' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ isError: false, errors: [], content: null });
    expect(db.definitions.all()).toHaveLength(1);
    expect(nextPaymentDate()!.dateTime).toBe('2027-01-21T10:30:00.000Z');

    db.definitions.clear();
    expect(
      (await call('POST', '/api/definitions', { token: admin, json: { dateTime: '2027-02-22' } })).status,
    ).toBe(200);
    expect(db.definitions.all()).toHaveLength(1);
    const read = await call('GET', '/api/definitions', { token: admin });
    expect(read.body.content.dateTime).toBe('2027-02-22T00:00:00.000Z');
  });

  it.each([
    [{}, 'RequiredField'],
    [{ dateTime: null }, 'RequiredField'],
    [{ dateTime: '' }, 'RequiredField'],
    [{ dateTime: 'yarın' }, 'InvalidValue'],
    [{ dateTime: '2027-02-30' }, 'InvalidValue'],
    [{ dateTime: '1' }, 'InvalidValue'],
    [{ dateTime: 1767225600000 }, 'InvalidValue'],
  ])('refuses %j with %s', async (json, name) => {
    const res = await call('POST', '/api/definitions', { token: await loginAdmin(), json });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ name, value: 'dateTime' }]);
    expect(nextPaymentDate()!.dateTime).toBe('2026-12-22T09:00:00.000Z');
  });

  it('members get 403 and anonymous callers 401 when saving', async () => {
    const json = { dateTime: '2027-01-21T10:30:00.000Z' };
    const member = await call('POST', '/api/definitions', { token: await loginMember(), json });
    expect(member.status).toBe(403);
    expect(errorNames(member)).toEqual(['Forbidden']);
    const anonymous = await call('POST', '/api/definitions', { json });
    expect(anonymous.status).toBe(401);
    expect(nextPaymentDate()!.dateTime).toBe('2026-12-22T09:00:00.000Z');
  });
});

describe('definitions: contract downloads', () => {
  it('serves the 6-page marketplace contract as a PDF attachment', async () => {
    const res = await call('GET', '/api/definitions/DownloadTrendyolPdf', { token: await loginMember() });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/pdf');
    expect(res.headers.get('Content-Disposition')).toBe('attachment; filename="isbirligi-sozlesmesi.pdf"');
    expect(latin1(res.bytes!.slice(0, 5))).toBe('%PDF-');
    expect(pageCount(res.bytes!)).toBe(6);
    expect(latin1(res.bytes!)).toMatch(/%%EOF\s*$/);
    // The Turkish letters are in the document as they are (no transliteration).
    const text = (await extractPdfText(res.bytes!)).pages.flat().join('\n');
    for (const letter of ['Ş', 'ğ', 'ı']) expect(text).toContain(letter);
    expect(text).toContain('İŞ BİRLİĞİ SÖZLEŞMESİ');
  });

  it('serves the agency authorisation document as a PDF attachment', async () => {
    const res = await call('GET', '/api/definitions/DownloadTaxPdf', { token: await loginAdmin() });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/pdf');
    expect(res.headers.get('Content-Disposition')).toBe('attachment; filename="ajans-yetki-belgesi.pdf"');
    expect(latin1(res.bytes!.slice(0, 5))).toBe('%PDF-');
    expect(pageCount(res.bytes!)).toBeGreaterThanOrEqual(1);
  });

  it.each(['/api/definitions/DownloadTrendyolPdf', '/api/definitions/DownloadTaxPdf'])(
    '%s needs a signed-in user',
    async (path) => {
      const res = await call('GET', path);
      expect(res.status).toBe(401);
      expect(errorNames(res)).toEqual(['Unauthorized']);
    },
  );
});

// @vitest-environment node
/**
 * Property-based fuzzing of every operation of openapi.yaml: bodies built from the contract's
 * request schemas with wrong types, missing and extra fields, huge and unicode strings; odd query values and
 * paging; path values with malformed escapes and encoded slashes; multipart bodies with hostile files. Every
 * answer must be a documented status with a valid envelope and catalogue error names (`call` checks the
 * contract), and never a 500. Deterministic: a fixed seed and a fixed number of runs per operation.
 */
import fc from 'fast-check';
import { call, loginAdmin, useMockServer } from '../../../tests/support/api';
import { operations } from '../../../tests/support/contract';
import SCHEMAS from '@mocks/core/request-schemas.json';
import type { FieldSchema } from '@mocks/core/validate-request';
import { present } from '@/lib/at';

useMockServer();

const SEED = 20261123;
const RUNS_PER_OPERATION = 4;

const OPS = SCHEMAS as unknown as Record<
  string,
  {
    params: { name: string; in: string; schema: FieldSchema }[];
    body?: { schema: FieldSchema };
    form?: { properties: Record<string, FieldSchema> };
  }
>;

const hostileText = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '𝕏🚀İı',
    '<img src=x onerror=alert(1)>',
    '../../etc/passwd',
    '%E0%A4%A',
    '__proto__',
    'constructor',
    '1e307',
    '-1',
    'NaN',
    'Infinity',
    '00000000-0000-0000-0000-000000000000',
    'x'.repeat(20_001),
    'ğ'.repeat(250_000),
  ),
);

const anyJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.double(),
    fc.constantFrom(1e307, -1e307, Number.MAX_SAFE_INTEGER + 2, -0),
    hostileText,
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 8 }), tie('value'), { maxKeys: 3 }),
    fc.constant({ toString: 1, valueOf: 1 }),
  ),
})).value;

/** A value for a field: sometimes of the contract's type, often anything at all. */
function valueFor(schema: FieldSchema, depth = 0): fc.Arbitrary<unknown> {
  const types = [schema.type ?? []].flat();
  const typed: fc.Arbitrary<unknown>[] = [];
  if (types.includes('string')) typed.push(hostileText);
  if (types.includes('integer')) typed.push(fc.oneof(fc.integer(), fc.constantFrom(0, -1, 2 ** 53)));
  if (types.includes('number')) typed.push(fc.oneof(fc.double(), fc.constantFrom(1e307, -5, 100.0001)));
  if (types.includes('boolean')) typed.push(fc.boolean());
  if (schema.enum) typed.push(fc.constantFrom(...schema.enum));
  if (schema.properties && depth < 3) {
    const fields = Object.fromEntries(
      Object.entries(schema.properties).map(([k, s]) => [k, valueFor(s, depth + 1)]),
    );
    typed.push(
      fc
        .tuple(
          fc.record(fields, { requiredKeys: [] }),
          fc.dictionary(fc.string({ maxLength: 6 }), anyJson, { maxKeys: 2 }),
        )
        .map(([known, extra]) => ({ ...extra, ...known })),
    );
  }
  if (schema.items && depth < 3) typed.push(fc.array(valueFor(schema.items, depth + 1), { maxLength: 3 }));
  return typed.length > 0 ? fc.oneof({ weight: 3, arbitrary: fc.oneof(...typed) }, anyJson) : anyJson;
}

const pathValue = fc.oneof(
  fc.string({ maxLength: 30 }).map(encodeURIComponent),
  fc.constantFrom(
    '%E0%A4%A',
    '%00',
    '%2F..%2F',
    '00000000-0000-0000-0000-000000000000',
    'a'.repeat(3000),
    '%F0%9F%9A%80',
  ),
);

const queryValue = fc.oneof(
  hostileText,
  fc.constantFrom('0', '-1', '1.5', '100000000', '1e400', 'true', 'desc', 'userName desc', 'id%20desc'),
);

const FILE_NAMES = [
  'a.png',
  'a.PDF',
  'a.svg',
  'a.html',
  'a.xlsx',
  'a.csv',
  'a.xls',
  'noext',
  'a.png.html',
  '../a.pdf',
];
const fileArb = fc.record({
  name: fc.constantFrom(...FILE_NAMES),
  type: fc.constantFrom('', 'image/png', 'image/svg+xml;charset=utf-8', 'text/html', 'application/pdf'),
  head: fc.constantFrom('', '%PDF-1.4\n', '\x89PNG\r\n\x1a\n', 'PK\x03\x04', '<svg onload=alert(1)>'),
  bytes: fc.uint8Array({ maxLength: 64 }),
});

interface FuzzRequest {
  path: string;
  query: Record<string, string>;
  json?: unknown;
  form?: FormData;
}

function requestArb(op: (typeof operations)[number]): fc.Arbitrary<FuzzRequest> {
  const contract = present(OPS[op.operationId], `the request schema of ${op.operationId}`);
  const pathNames = contract.params.filter((p) => p.in === 'path').map((p) => p.name);
  const queryNames = contract.params.filter((p) => p.in === 'query').map((p) => p.name);
  const path = fc
    .tuple(...pathNames.map(() => pathValue))
    .map((values) => pathNames.reduce((p, name, i) => p.replace(`{${name}}`, values[i] as string), op.path));
  const query = fc.record(Object.fromEntries(queryNames.map((n) => [n, queryValue])), { requiredKeys: [] });
  let body: fc.Arbitrary<{ json?: unknown; form?: FormData }> = fc.constant({});
  if (contract.body) {
    body = valueFor(contract.body.schema).map((json) => ({ json }));
  } else if (contract.form) {
    const fields = Object.keys(contract.form.properties);
    body = fc
      .tuple(
        fc.array(fileArb, { maxLength: 2 }),
        fc.record(Object.fromEntries(fields.map((f) => [f, hostileText])), { requiredKeys: [] }),
      )
      .map(([files, values]) => {
        const form = new FormData();
        for (const f of files) {
          const bytes = new Uint8Array([...new TextEncoder().encode(f.head), ...f.bytes]);
          form.append('files', new File([bytes], f.name, { type: f.type }));
        }
        for (const [k, v] of Object.entries(values)) form.append(k, v as string);
        return { form };
      });
  }
  return fc
    .tuple(path, query, body)
    .map(([p, q, b]) => ({ path: p, query: q as Record<string, string>, ...b }));
}

it('every operation answers fuzzed input with a documented status and a valid envelope, never 500', async () => {
  const token = await loginAdmin();
  const failures: string[] = [];
  for (const op of operations) {
    await fc
      .assert(
        fc.asyncProperty(requestArb(op), async (req) => {
          const res = await call(op.method, req.path, {
            token,
            query: req.query,
            json: req.json,
            form: req.form,
          }).catch((e: Error) => ({ status: -1, body: e.message }));
          if (res.status === -1 || res.status >= 500) {
            failures.push(`${op.operationId} ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
            return false;
          }
          return true;
        }),
        { seed: SEED, numRuns: RUNS_PER_OPERATION, endOnFailure: true },
      )
      .catch(() => undefined);
  }
  expect(failures).toEqual([]);
}, 180_000);

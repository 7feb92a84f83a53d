// @vitest-environment node
import { requestSchemas } from '../../scripts/request-schemas.mjs';
import { loadSpec } from '../../scripts/openapi.mjs';
import SCHEMAS from './request-schemas.json';
import { checkValue, validateRequest, type FieldSchema, type OperationSchema } from './validate-request';
import type { ApiErrorItem } from './envelope';

it('request-schemas.json is what `npm run api:gen` makes from openapi.yaml', () => {
  expect(SCHEMAS).toEqual(requestSchemas(loadSpec()));
});

it('every text field of every request body has a maxLength', () => {
  const missing: string[] = [];
  const walk = (schema: FieldSchema, where: string) => {
    const types = [schema.type ?? []].flat();
    if (types.includes('string') && schema.maxLength === undefined) missing.push(where);
    for (const [name, child] of Object.entries(schema.properties ?? {})) walk(child, `${where}.${name}`);
    if (schema.items) walk(schema.items, `${where}[]`);
  };
  for (const [id, op] of Object.entries(SCHEMAS as unknown as Record<string, OperationSchema>)) {
    if (op.body) walk(op.body.schema, `${id} body`);
    for (const [name, field] of Object.entries(op.form?.properties ?? {})) walk(field, `${id} form.${name}`);
  }
  // Ids are GUIDs checked by the handlers; everything else carries a length.
  const ids = /\.(id|userId|companyId|paymentTrackingId)$|(Ids|selectedUsers)\[\]$/;
  expect(missing.filter((m) => !ids.test(m))).toEqual([]);
});

describe('checkValue', () => {
  const errorsOf = (schema: FieldSchema, value: unknown) => {
    const errors: ApiErrorItem[] = [];
    checkValue(schema, value, 'f', errors);
    return errors.map((e) => e.name);
  };
  it('judges types, enums, lengths and finite numbers; null and absent pass', () => {
    expect(errorsOf({ type: 'string', maxLength: 3 }, 'abcd')).toEqual(['TextTooLong']);
    expect(errorsOf({ type: 'string' }, { toString: 1 })).toEqual(['InvalidValue']);
    expect(errorsOf({ type: 'integer' }, 1.5)).toEqual(['InvalidValue']);
    expect(errorsOf({ type: 'number' }, 3)).toEqual([]);
    expect(errorsOf({ type: ['number', 'string', 'null'] }, '1e400')).toEqual(['InvalidValue']);
    expect(errorsOf({ type: ['number', 'string', 'null'] }, '12,5')).toEqual([]);
    expect(errorsOf({ type: 'integer', enum: [1, 2] }, 3)).toEqual(['InvalidValue']);
    expect(errorsOf({ type: 'string' }, null)).toEqual([]);
    expect(errorsOf({ type: 'array', items: { type: 'string' } }, ['a', 1, 2])).toEqual(['InvalidValue']);
  });
  it('does not follow inherited properties', () => {
    const body = JSON.parse('{"__proto__": {"userName": 5}}');
    expect(() => validateRequest('login', new URLSearchParams(), {}, body)).not.toThrow();
  });
});

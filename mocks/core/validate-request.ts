/**
 * The one check every request passes before its handler: its JSON body, query and path values against the
 * types, enums and lengths of openapi.yaml (mocks/core/request-schemas.json, made by `npm run api:gen`).
 * A value of the wrong type (or a number that is not finite) is `InvalidValue`, a text over its `maxLength` is
 * `TextTooLong` (value = the field's name); a body that is not an object is refused whole. `null` and absent
 * values pass: the handlers' required-field rules answer those. Ranges (`minimum`/`maximum`) are documented in
 * the contract and checked by the handlers, so they are reported together with the handlers' other errors.
 * Extra fields are ignored. Ids (`format: uuid`) must be GUIDs wherever they are sent, boolean query values
 * `true` or `false` (as ASP.NET binds them), and a JSON operation's body must say it is JSON (415
 * `UnsupportedMediaType` otherwise, as ASP.NET answers).
 */
import SCHEMAS from './request-schemas.json';
import { ApiError, err, type ApiErrorItem } from './envelope';

export interface FieldSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  format?: string;
  required?: string[];
  properties?: Record<string, FieldSchema>;
  items?: FieldSchema;
}

export interface OperationSchema {
  method: string;
  path: string;
  params: { name: string; in: string; required?: boolean; schema: FieldSchema }[];
  body?: { required: boolean; schema: FieldSchema };
  form?: { properties: Record<string, FieldSchema> };
}

const OPERATIONS = SCHEMAS as unknown as Record<string, OperationSchema>;

/** A GUID in its text form (what `format: uuid` accepts; ASP.NET binds a `Guid` from this). */
export const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The JSON type of a value as the contract names it. */
function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

const schemaTypes = (schema: FieldSchema) =>
  schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];

function typeMatches(schema: FieldSchema, value: unknown): boolean {
  if (schema.type === undefined) return true;
  const allowed = schemaTypes(schema);
  const actual = jsonType(value);
  return allowed.includes(actual) || (actual === 'integer' && allowed.includes('number'));
}

/** Pushes the errors of `value` (named `field`) against `schema`. */
export function checkValue(schema: FieldSchema, value: unknown, field: string, errors: ApiErrorItem[]): void {
  if (value === undefined || value === null) return;
  if (typeof value === 'number' && !Number.isFinite(value)) {
    errors.push(err('InvalidValue', field));
    return;
  }
  if (!typeMatches(schema, value)) {
    errors.push(err('InvalidValue', field));
    return;
  }
  if (schema.enum && !schema.enum.includes(value)) {
    errors.push(err('InvalidValue', field));
    return;
  }
  if (typeof value === 'string') {
    if (schema.maxLength !== undefined && value.length > schema.maxLength) {
      errors.push(err('TextTooLong', field));
      return;
    }
    if (schema.format === 'uuid' && !GUID.test(value)) {
      errors.push(err('InvalidValue', field));
      return;
    }
    // A number sent as text must still be a finite number when it reads as one.
    if (typeMatches({ type: schemaTypes(schema).filter((t) => t !== 'string') }, 0)) {
      const n = Number(value.trim());
      if (!Number.isNaN(n) && !Number.isFinite(n)) errors.push(err('InvalidValue', field));
    }
    return;
  }
  if (Array.isArray(value)) {
    if (schema.maxItems !== undefined && value.length > schema.maxItems) {
      errors.push(err('InvalidValue', field));
      return;
    }
    if (schema.items) {
      for (const item of value) {
        const before = errors.length;
        checkValue(schema.items, item, field, errors);
        if (errors.length > before) return; // one error per field
      }
    }
    return;
  }
  if (typeof value === 'object' && schema.properties) {
    for (const [name, child] of Object.entries(schema.properties)) {
      if (Object.prototype.hasOwnProperty.call(value, name)) {
        checkValue(child, (value as Record<string, unknown>)[name], name, errors);
      }
    }
  }
}

/** Whether a Content-Type names JSON (`application/json`, `application/problem+json`, …). */
const isJsonType = (contentType: string | null) =>
  /^application\/([\w.-]+\+)?json\s*(;|$)/i.test((contentType ?? '').trim());

/**
 * The parsed JSON body (`{}` for an empty one); throws 415 `UnsupportedMediaType` for a body sent as anything
 * but JSON (when `contentType` is given), or `InvalidJson`.
 */
export function parseJsonBody(raw: string, contentType?: string | null): unknown {
  if (!raw) return {};
  if (contentType !== undefined && !isJsonType(contentType)) {
    throw new ApiError(415, [
      err('UnsupportedMediaType', (contentType ?? '').replace(/;[\s\S]*$/, '').trim() || null),
    ]);
  }
  try {
    return JSON.parse(raw);
  } catch {
    throw new ApiError(400, [err('InvalidJson')]);
  }
}

/**
 * Checks the query, path parameters and (for JSON operations) the body of a request to `operationId`;
 * throws a 400 with every error found. `body` is the parsed JSON body (undefined when not JSON).
 */
export function validateRequest(
  operationId: string,
  query: URLSearchParams,
  params: Record<string, string>,
  body: unknown,
): void {
  const op = OPERATIONS[operationId];
  if (!op) return;
  const errors: ApiErrorItem[] = [];
  for (const p of op.params) {
    const value = p.in === 'path' ? params[p.name] : p.in === 'query' ? query.get(p.name) : null;
    // Query and path values are text: their length, GUIDs and booleans are judged here (the handlers parse
    // numbers). An empty value counts as absent.
    if (typeof value !== 'string' || value === '') continue;
    if (p.schema.maxLength !== undefined && value.length > p.schema.maxLength) {
      errors.push(err('TextTooLong', p.name));
    } else if (p.schema.format === 'uuid' && !GUID.test(value.trim())) {
      errors.push(err('InvalidValue', p.name));
    } else if (schemaTypes(p.schema).includes('boolean') && !/^(true|false)$/i.test(value.trim())) {
      errors.push(err('InvalidValue', p.name));
    }
  }
  if (op.body && body !== undefined) {
    if (body === null) errors.push(err('RequiredField', 'body'));
    else if (!typeMatches(op.body.schema, body)) errors.push(err('InvalidValue', 'body'));
    else checkValue(op.body.schema, body, 'body', errors);
  }
  if (errors.length > 0) throw new ApiError(400, errors);
}

/** Checks the text fields of a multipart request (lengths and types of `form` fields). */
export function validateForm(operationId: string, form: FormData): void {
  const fields = OPERATIONS[operationId]?.form?.properties;
  if (!fields) return;
  const errors: ApiErrorItem[] = [];
  for (const [name, schema] of Object.entries(fields)) {
    const value = form.get(name);
    if (typeof value === 'string' && schema.maxLength !== undefined && value.length > schema.maxLength) {
      errors.push(err('TextTooLong', name));
    }
  }
  if (errors.length > 0) throw new ApiError(400, errors);
}

/** Whether the operation takes a JSON body. */
export const takesJson = (operationId: string) => !!OPERATIONS[operationId]?.body;

/**
 * Validates responses against openapi.yaml: the operation is found by method and path (case-insensitively,
 * literal segments first), the status must be documented, JSON bodies must match the schema and every
 * error name must be in the error catalogue. Seen (operation, status) pairs are recorded for the coverage
 * check that runs after the whole suite (tests/support/contract-coverage.ts).
 */
import { readFileSync, mkdirSync, appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

const ROOT = join(import.meta.dirname, '..', '..');
export const COVERAGE_DIR = join(ROOT, 'node_modules', '.cache', 'contract-coverage');

export interface OperationInfo {
  method: string;
  path: string;
  operationId: string;
  statuses: string[];
  responses: Record<string, any>;
}

export const spec: any = parse(readFileSync(join(ROOT, 'openapi.yaml'), 'utf8'));
export const errorCatalogue = new Set(Object.keys(spec['x-error-catalogue']));

export const operations: OperationInfo[] = Object.entries<any>(spec.paths).flatMap(([path, item]) =>
  ['get', 'post', 'put', 'delete']
    .filter((m) => item[m])
    .map((m) => ({
      method: m.toUpperCase(),
      path,
      operationId: item[m].operationId,
      statuses: Object.keys(item[m].responses),
      responses: item[m].responses,
    })),
);

const ajv = new (Ajv2020 as any)({ strict: false, allErrors: true });
(addFormats as any)(ajv);
ajv.addFormat('binary', true);
ajv.addSchema(spec, 'openapi');
const validators = new Map<string, any>();

function resolveRef(ref: string): any {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce((node: any, key) => node[key.replace(/~1/g, '/').replace(/~0/g, '~')], spec);
}

export function findOperation(method: string, pathname: string): OperationInfo | undefined {
  const parts = pathname.split('/').filter(Boolean);
  let best: { op: OperationInfo; score: number } | undefined;
  for (const op of operations) {
    if (op.method !== method) continue;
    const segs = op.path.split('/').filter(Boolean);
    if (segs.length !== parts.length) continue;
    let score = 0;
    let ok = true;
    for (let i = 0; i < segs.length && ok; i++) {
      if (segs[i].startsWith('{')) continue;
      if (segs[i].toLowerCase() === parts[i].toLowerCase()) score++;
      else ok = false;
    }
    if (ok && (!best || score > best.score)) best = { op, score };
  }
  return best?.op;
}

function record(op: OperationInfo, status: number) {
  mkdirSync(COVERAGE_DIR, { recursive: true });
  appendFileSync(join(COVERAGE_DIR, `${process.pid}.txt`), `${op.operationId} ${status}\n`);
}

/** Throws a descriptive error when the response breaks the contract. */
export function validateResponse(
  method: string,
  url: string,
  status: number,
  contentType: string | null,
  body: unknown,
): OperationInfo {
  const pathname = new URL(url, 'http://localhost').pathname;
  const op = findOperation(method, pathname);
  if (!op) throw new Error(`contract: no operation for ${method} ${pathname}`);
  let response = op.responses[String(status)];
  if (!response) throw new Error(`contract: ${op.operationId} does not document status ${status}`);
  if (response.$ref) response = resolveRef(response.$ref);
  const types = Object.keys(response.content ?? {});
  const type = (contentType ?? '').split(';')[0].trim();
  const match = types.find((t) => t === type || (t.endsWith('/*') && type.startsWith(t.slice(0, -1))));
  if (!match)
    throw new Error(`contract: ${op.operationId} ${status} answered ${type}, documented ${types.join(', ')}`);
  if (match === 'application/json') {
    const key = `${op.operationId} ${status}`;
    let validate = validators.get(key);
    if (!validate) {
      const schema = response.content[match].schema;
      validate = ajv.compile(schema.$ref ? { $ref: `openapi${schema.$ref}` } : schema);
      validators.set(key, validate);
    }
    if (!validate(body)) {
      throw new Error(
        `contract: ${op.operationId} ${status} body does not match: ${ajv.errorsText(validate.errors, { separator: '\n  ' })}\n${JSON.stringify(body).slice(0, 600)}`,
      );
    }
    for (const e of (body as any)?.errors ?? []) {
      if (!errorCatalogue.has(e.name))
        throw new Error(`contract: error name ${e.name} is not in x-error-catalogue`);
    }
  }
  record(op, status);
  return op;
}

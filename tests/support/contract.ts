/**
 * Validates responses against openapi.yaml: the operation is found by method and path (case-insensitively,
 * literal segments first: mocks/core/path-match.ts, as the mock's router), the status must be documented, JSON
 * bodies must match the schema and every error name must be in the error catalogue. Seen (operation, status)
 * pairs are recorded for the coverage check that runs after the whole suite (tests/support/contract-coverage.ts);
 * `responseProblems` is the same check without recording or throwing (npm run api:probe).
 */
import { mkdirSync, appendFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { ValidateFunction } from 'ajv';
import { ROOT, deref, loadSpec, operationsOf, type ResponseNode } from '../../scripts/openapi.mjs';
import { compilePath, matchPath, type PathPattern } from '../../mocks/core/path-match';
import { isRecord } from '../../mocks/core/validate';
import { present } from '../../src/lib/at';

export const COVERAGE_DIR = join(ROOT, 'node_modules', '.cache', 'contract-coverage');

export interface OperationInfo extends PathPattern {
  method: string;
  path: string;
  operationId: string;
  isPublic: boolean;
  statuses: string[];
  responses: Record<string, ResponseNode>;
}

export const spec = loadSpec();
export const errorCatalogue = new Set(Object.keys(spec['x-error-catalogue']));

export const operations: OperationInfo[] = operationsOf(spec).map((op) => ({
  method: op.method,
  path: op.path,
  operationId: op.operationId,
  isPublic: op.isPublic,
  statuses: Object.keys(op.responses),
  responses: op.responses,
  ...compilePath(op.path),
}));

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addFormat('binary', true);
ajv.addSchema(spec, 'openapi');
const validators = new Map<string, ValidateFunction>();

export function findOperation(method: string, pathname: string): OperationInfo | undefined {
  return matchPath(
    operations.filter((op) => op.method === method),
    pathname,
  )?.match;
}

function record(op: OperationInfo, status: number) {
  mkdirSync(COVERAGE_DIR, { recursive: true });
  appendFileSync(join(COVERAGE_DIR, `${process.pid}.txt`), `${op.operationId} ${status}\n`);
}

/** The documented content types of an operation's status (none when the status is not documented). */
export function documentedTypes(op: OperationInfo, status: number): string[] | undefined {
  const response = deref(spec, op.responses[String(status)]);
  return response && Object.keys(response.content ?? {});
}

/**
 * What breaks the contract in one answer of `op` (empty when nothing): an undocumented status, an undocumented
 * content type, a JSON body outside its schema, error names outside the catalogue (`unknownNames` gets those).
 */
export function responseProblems(
  op: OperationInfo,
  status: number,
  contentType: string | null,
  body: unknown,
  unknownNames?: string[],
): string[] {
  const response = deref(spec, op.responses[String(status)]);
  if (!response) return [`${op.operationId} does not document status ${status}`];
  const types = Object.keys(response.content ?? {});
  const type = (contentType ?? '')
    .replace(/;[\s\S]*$/, '')
    .trim()
    .toLowerCase();
  const match = types.find((t) => t === type || (t.endsWith('/*') && type.startsWith(t.slice(0, -1))));
  if (!match)
    return [
      `${op.operationId} ${status} answered ${type || 'no content type'}, documented ${types.join(', ')}`,
    ];
  if (match !== 'application/json') return [];
  const key = `${op.operationId} ${status}`;
  let validate = validators.get(key);
  if (!validate) {
    const schema = present(response.content?.[match]?.schema, `the schema of ${key}`);
    validate = ajv.compile(schema.$ref ? { $ref: `openapi${schema.$ref}` } : schema);
    validators.set(key, validate);
  }
  const problems: string[] = [];
  if (!validate(body)) {
    problems.push(
      `${op.operationId} ${status} body does not match: ${ajv.errorsText(validate.errors, { separator: '\n  ' })}\n${JSON.stringify(body).slice(0, 600)}`,
    );
  }
  const errors = isRecord(body) && Array.isArray(body.errors) ? (body.errors as unknown[]) : [];
  for (const e of errors) {
    const name = isRecord(e) ? e.name : undefined;
    if (typeof name === 'string' && !errorCatalogue.has(name)) {
      if (unknownNames) unknownNames.push(name);
      else problems.push(`error name ${name} is not in x-error-catalogue`);
    }
  }
  return problems;
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
  const problems = responseProblems(op, status, contentType, body);
  if (problems.length > 0) throw new Error(`contract: ${problems.join('\n')}`);
  record(op, status);
  return op;
}

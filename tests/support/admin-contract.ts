/**
 * Validates answers of the mock server's admin API against its own OpenAPI document
 * (mocks/server/admin-openapi.yaml), as tests/support/contract.ts does for `/api` against openapi.yaml: the
 * operation is found by method and path, the status and content type must be documented and a JSON body must
 * match its schema. `seenAdmin()` lists the (operation, status) pairs validated so far.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { ValidateFunction } from 'ajv';
import { parse } from 'yaml';

interface ResponseNode {
  $ref?: string;
  content?: Record<string, { schema?: unknown }>;
}
interface OperationNode {
  operationId: string;
  responses: Record<string, ResponseNode>;
}
interface AdminDocument {
  paths: Record<string, Record<string, OperationNode>>;
  components: { responses: Record<string, ResponseNode> };
}

export const ADMIN_DOCUMENT_FILE = join(
  import.meta.dirname,
  '..',
  '..',
  'mocks',
  'server',
  'admin-openapi.yaml',
);
export const adminDocument = parse(readFileSync(ADMIN_DOCUMENT_FILE, 'utf8')) as AdminDocument;

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(adminDocument, 'admin');
const validators = new Map<string, ValidateFunction>();
const seen = new Set<string>();

const escapePointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

interface AdminOperation {
  method: string;
  path: string;
  pattern: RegExp;
  operationId: string;
  node: OperationNode;
}

/** Every operation of the document, literal paths before templated ones. */
export const adminOperations: AdminOperation[] = Object.entries(adminDocument.paths)
  .flatMap(([path, item]) =>
    Object.entries(item).map(([method, node]) => ({
      method: method.toUpperCase(),
      path,
      pattern: new RegExp(`^${path.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}$`),
      operationId: node.operationId,
      node,
    })),
  )
  .sort((a, b) => Number(a.path.includes('{')) - Number(b.path.includes('{')));

/** Throws a descriptive error when an admin answer breaks the document; returns its operationId. */
export function validateAdminResponse(
  method: string,
  pathname: string,
  status: number,
  contentType: string | null,
  body: unknown,
): string {
  const op = adminOperations.find((o) => o.method === method && o.pattern.test(pathname));
  if (!op) throw new Error(`admin contract: no operation for ${method} ${pathname}`);
  let pointer = `/paths/${escapePointer(op.path)}/${method.toLowerCase()}/responses/${status}`;
  let response = op.node.responses[String(status)];
  if (!response) throw new Error(`admin contract: ${op.operationId} does not document status ${status}`);
  if (response.$ref) {
    const name = response.$ref.replace('#/components/responses/', '');
    pointer = `/components/responses/${escapePointer(name)}`;
    response = adminDocument.components.responses[name]!;
  }
  const type = (contentType ?? '')
    .replace(/;[\s\S]*$/, '')
    .trim()
    .toLowerCase();
  const types = Object.keys(response.content ?? {});
  if (!types.includes(type))
    throw new Error(
      `admin contract: ${op.operationId} ${status} answered ${type}, documented ${types.join(', ')}`,
    );
  if (type === 'application/json') {
    const key = `${pointer}/content/application~1json/schema`;
    let validate = validators.get(key);
    if (!validate) validators.set(key, (validate = ajv.compile({ $ref: `admin#${key}` })));
    if (!validate(body))
      throw new Error(
        `admin contract: ${op.operationId} ${status} body does not match: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body).slice(0, 600)}`,
      );
  }
  seen.add(`${op.operationId} ${status}`);
  return op.operationId;
}

/** The (operationId, status) pairs validated so far. */
export const seenAdmin = (): ReadonlySet<string> => seen;

/** Every (operationId, status) pair the document describes. */
export const documentedAdmin = (): string[] =>
  adminOperations.flatMap((o) => Object.keys(o.node.responses).map((s) => `${o.operationId} ${s}`));

// openapi.yaml read once, for every tool that walks it: the request schemas of the mock
// (scripts/request-schemas.mjs), the .http collection (scripts/http-collection.mjs), the response checks of the
// tests and of api:probe (tests/support/contract.ts). One `$ref` walker; paths are matched by
// mocks/core/path-match.ts, which the mock's router uses too.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** The repository root: the nearest folder up holding openapi.yaml. */
export const ROOT = (() => {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'openapi.yaml')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return dir;
})();
export const METHODS = ['get', 'post', 'put', 'delete'];

/** The parsed contract (openapi.yaml at the repository root unless another file is named). */
export function loadSpec(file = path.join(ROOT, 'openapi.yaml')) {
  return parse(readFileSync(file, 'utf8'));
}

/** The node a local JSON pointer (`#/components/schemas/Id`) names. */
export function resolveRef(spec, ref) {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce((node, key) => node?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], spec);
}

/**
 * The node with its `$ref` chain followed; keywords beside a `$ref` (OpenAPI 3.1) override the target's, so
 * `{ $ref: NullableText, maxLength: 200 }` reads as a nullable text of at most 200 characters.
 */
export function deref(spec, node) {
  while (node && typeof node === 'object' && node.$ref) {
    const { $ref, ...siblings } = node;
    node = { ...resolveRef(spec, $ref), ...siblings };
  }
  return node;
}

/**
 * Every operation: method (upper case), path, operationId, whether it is public (`security: []`), its
 * parameters and request body with `$ref`s followed, and its responses as written.
 */
export function operationsOf(spec) {
  return Object.entries(spec.paths).flatMap(([route, item]) =>
    METHODS.filter((m) => item[m]).map((m) => {
      const op = item[m];
      return {
        method: m.toUpperCase(),
        path: route,
        operationId: op.operationId,
        summary: op.summary ?? '',
        isPublic: Array.isArray(op.security) && op.security.length === 0,
        params: [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p) => deref(spec, p)),
        requestBody: deref(spec, op.requestBody),
        responses: op.responses,
      };
    }),
  );
}

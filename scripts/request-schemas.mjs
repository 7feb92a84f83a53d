// The request side of openapi.yaml as the mock checks it before any handler runs (mocks/core/validate-request.ts):
// per operation its query and path parameters and its JSON body schema, every `$ref` resolved inline and only the
// keywords the check reads kept. `npm run api:gen` writes it to mocks/core/request-schemas.json; a test compares
// that file with what this module makes from the current openapi.yaml.
//
// Usage: node scripts/request-schemas.mjs [out.json]
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const KEEP = ['type', 'enum', 'const', 'maxLength', 'minimum', 'maximum', 'maxItems', 'required'];

export function requestSchemas(spec) {
  const resolve = (node) => {
    while (node && node.$ref) {
      const { $ref, ...siblings } = node;
      const target = $ref
        .replace(/^#\//, '')
        .split('/')
        .reduce((n, k) => n[k.replace(/~1/g, '/').replace(/~0/g, '~')], spec);
      node = { ...target, ...siblings };
    }
    return node;
  };
  const compact = (node) => {
    node = resolve(node);
    if (!node || typeof node !== 'object') return {};
    const out = {};
    for (const k of KEEP) if (node[k] !== undefined) out[k] = node[k];
    if (node.properties) {
      out.properties = Object.fromEntries(
        Object.entries(node.properties).map(([name, child]) => [name, compact(child)]),
      );
    }
    if (node.items) out.items = compact(node.items);
    return out;
  };
  const operations = {};
  for (const [route, item] of Object.entries(spec.paths)) {
    for (const method of ['get', 'post', 'put', 'delete']) {
      const op = item[method];
      if (!op) continue;
      const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map(resolve);
      const entry = {
        method: method.toUpperCase(),
        path: route,
        params: params.map((p) => ({
          name: p.name,
          in: p.in,
          ...(p.required ? { required: true } : {}),
          schema: compact(p.schema),
        })),
      };
      const body = resolve(op.requestBody);
      if (body?.content?.['application/json']) {
        entry.body = { required: !!body.required, schema: compact(body.content['application/json'].schema) };
      } else if (body?.content?.['multipart/form-data']) {
        const schema = compact(body.content['multipart/form-data'].schema);
        // The file parts are read by the upload checks; only the text fields are checked here.
        const fields = Object.fromEntries(
          Object.entries(schema.properties ?? {}).filter(([, s]) => !(s.type === 'array' || s.items)),
        );
        entry.form = { properties: fields };
      }
      operations[op.operationId] = entry;
    }
  }
  return operations;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const spec = parse(readFileSync(path.join(ROOT, 'openapi.yaml'), 'utf8'));
  const out = path.resolve(ROOT, process.argv[2] ?? 'mocks/core/request-schemas.json');
  writeFileSync(out, `${JSON.stringify(requestSchemas(spec))}\n`);
}

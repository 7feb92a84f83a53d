// The request side of openapi.yaml as the mock checks it before any handler runs (mocks/core/validate-request.ts):
// per operation its query and path parameters and its JSON body schema, every `$ref` resolved inline and only the
// keywords the check reads kept. `npm run api:gen` writes it to mocks/core/request-schemas.json; a test compares
// that file with what this module makes from the current openapi.yaml.
//
// Usage: node scripts/request-schemas.mjs [out.json]
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT, deref, loadSpec, operationsOf } from './openapi.mjs';

const KEEP = ['type', 'enum', 'const', 'maxLength', 'minimum', 'maximum', 'maxItems', 'format', 'required'];

export function requestSchemas(spec) {
  const compact = (node) => {
    node = deref(spec, node);
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
  for (const op of operationsOf(spec)) {
    const entry = {
      method: op.method,
      path: op.path,
      params: op.params.map((p) => ({
        name: p.name,
        in: p.in,
        ...(p.required ? { required: true } : {}),
        schema: compact(p.schema),
      })),
    };
    const content = op.requestBody?.content;
    if (content?.['application/json']) {
      entry.body = {
        required: !!op.requestBody.required,
        schema: compact(content['application/json'].schema),
      };
    } else if (content?.['multipart/form-data']) {
      const schema = compact(content['multipart/form-data'].schema);
      // The file parts are read by the upload checks; only the text fields are checked here.
      const fields = Object.fromEntries(
        Object.entries(schema.properties ?? {}).filter(([, s]) => !(s.type === 'array' || s.items)),
      );
      entry.form = { properties: fields };
    }
    operations[op.operationId] = entry;
  }
  return operations;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const spec = loadSpec();
  const out = path.resolve(ROOT, process.argv[2] ?? 'mocks/core/request-schemas.json');
  writeFileSync(out, `${JSON.stringify(requestSchemas(spec))}\n`);
}

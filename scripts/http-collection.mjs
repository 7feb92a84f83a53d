#!/usr/bin/env node
// A `.http` file (VS Code REST Client, JetBrains HTTP Client) with one request per operation of openapi.yaml,
// for `npm run mock-server` or any server of the contract: login first, its token is reused by the others.
// JSON bodies are skeletons of the required fields (from the schemas), multipart bodies send `files`.
//
// Usage: npm run api:http [-- <out file, default .mock-data/portal.http>] [-- --base http://127.0.0.1:9090]
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve as resolvePath } from 'node:path';
import { ROOT, deref, loadSpec, operationsOf } from './openapi.mjs';

const spec = loadSpec();
const args = process.argv.slice(2);
const baseAt = args.indexOf('--base');
const base = baseAt >= 0 ? args[baseAt + 1] : 'http://127.0.0.1:9090';
const out = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--base') ?? '.mock-data/portal.http';

const resolve = (node) => deref(spec, node);

/** A value for a schema: required fields only, placeholders by type. */
function sample(schema, depth = 0) {
  const s = resolve(schema) ?? {};
  if (s.example !== undefined) return s.example;
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  if (s.oneOf || s.anyOf) return sample((s.oneOf ?? s.anyOf)[0], depth);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  if (type === 'object' || s.properties) {
    if (depth > 3) return {};
    const required = s.required ?? Object.keys(s.properties ?? {}).slice(0, 3);
    return Object.fromEntries(required.map((k) => [k, sample(s.properties?.[k], depth + 1)]));
  }
  if (type === 'array') return [];
  if (type === 'integer' || type === 'number') return 0;
  if (type === 'boolean') return false;
  if (s.format === 'uuid') return '00000000-0000-0000-0000-000000000000';
  return '';
}

const lines = [
  '# Generated from openapi.yaml by `npm run api:http` (VS Code REST Client, JetBrains HTTP Client).',
  '# Run `login` first; fill in the {{variables}} and the empty values; uploads send ./file.pdf beside this file.',
  `@baseUrl = ${base}`,
  '',
  '### login: run first; the other requests use its token',
  '# @name login',
  'POST {{baseUrl}}/api/login',
  'Content-Type: application/json',
  '',
  JSON.stringify({ userNameOrEmail: 'admin', password: 'Admin123!' }),
  '',
];

for (const op of operationsOf(spec)) {
  if (op.operationId === 'login') continue;
  const query = op.params
    .filter((p) => p.in === 'query' && p.required)
    .map((p) => `${p.name}={{${p.name}}}`)
    .join('&');
  const url = `{{baseUrl}}${op.path.replace(/\{(\w+)\}/g, '{{$1}}')}${query ? `?${query}` : ''}`;
  lines.push(`### ${op.operationId}: ${op.summary}`.trimEnd(), `${op.method} ${url}`);
  if (!op.isPublic) lines.push('Authorization: Bearer {{login.response.body.$.content.token}}');
  const body = op.requestBody?.content ?? {};
  if (body['application/json']) {
    lines.push('Content-Type: application/json', '', JSON.stringify(sample(body['application/json'].schema)));
  } else if (body['multipart/form-data']) {
    const schema = resolve(body['multipart/form-data'].schema);
    lines.push('Content-Type: multipart/form-data; boundary=portal', '');
    for (const field of Object.keys(schema.properties ?? {})) {
      lines.push('--portal');
      if (field === 'files')
        lines.push(
          'Content-Disposition: form-data; name="files"; filename="file.pdf"',
          'Content-Type: application/pdf',
          '',
          '< ./file.pdf',
        );
      else lines.push(`Content-Disposition: form-data; name="${field}"`, '', `{{${field}}}`);
    }
    lines.push('--portal--');
  }
  lines.push('');
}

const file = resolvePath(ROOT, out);
mkdirSync(dirname(file), { recursive: true });
writeFileSync(file, lines.join('\n'));
console.log(`${out}: ${lines.filter((l) => l.startsWith('### ')).length} requests for ${base}`);

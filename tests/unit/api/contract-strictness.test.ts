// @vitest-environment node
/**
 * openapi.yaml says what the server enforces: the fields a create operation requires are `required`
 * in its body, `sortBy` names exactly the sortable fields of each list (its example works), the consent must be
 * given, ticket subjects are TicketSubject, and every upload takes at least one file of declared types.
 * Checked against the mock, which implements the rules.
 */
import { call, errorNames, errorsOf, loginAdmin, useMockServer } from '../../support/api';
import { operations, spec } from '../../support/contract';
import { deref, operationsOf } from '../../../scripts/openapi.mjs';
import { present } from '../../../src/lib/at';

useMockServer();

const contract = operationsOf(spec);
const jsonSchema = (operationId: string) =>
  present(
    deref(
      spec,
      contract.find((o) => o.operationId === operationId)!.requestBody?.content?.['application/json']?.schema,
    ),
    `the JSON body schema of ${operationId}`,
  );

/** The create operations: body key → the required fields of its object. */
function requiredOf(operationId: string): Record<string, string[]> {
  const schema = jsonSchema(operationId);
  return Object.fromEntries(
    Object.entries(schema.properties ?? {})
      .map(([key, child]) => [key, deref(spec, child)?.required ?? []] as const)
      .filter(([, required]) => required.length > 0),
  );
}

it('the fields a create operation refuses without are exactly the ones its contract requires', async () => {
  const token = await loginAdmin();
  const creates = contract.filter(
    (o) => /^create/.test(o.operationId) && o.requestBody?.content?.['application/json'],
  );
  expect(creates.length).toBeGreaterThanOrEqual(11);
  const wrong: string[] = [];
  for (const op of creates) {
    const required = requiredOf(op.operationId);
    const keys = Object.keys(required);
    // Storage has no inner object: its own fields are required.
    const body = keys.length > 0 ? Object.fromEntries(keys.map((k) => [k, {}])) : {};
    const expected =
      keys.length > 0 ? [...new Set(Object.values(required).flat())] : jsonSchema(op.operationId).required;
    if (!expected?.length) continue;
    const path = op.path.replace('{id}', '00000000-0000-0000-0000-000000000000');
    const res = await call(op.method, path, { token, json: body });
    const named = errorsOf(res)
      .filter((e) => e.name === 'RequiredField')
      .map((e) => e.value);
    const missing = expected.filter((f) => !named.includes(f));
    const extra = named.filter((f) => f === null || !expected.includes(f));
    if (res.status !== 400 || missing.length + extra.length > 0)
      wrong.push(`${op.operationId}: ${res.status}, contract-only ${missing}, server-only ${extra}`);
  }
  // createTicket's first message may come as ticket.content or as chats (an either-or the contract states in prose);
  // an administrator's message needs its recipients (selectedUsers or sendAllUser).
  expect(
    wrong.filter((w) => !/^createTicket: 400, contract-only , server-only content,selectedUsers$/.test(w)),
  ).toEqual([]);
});

it('every list takes exactly the sortBy its contract allows, and its example', async () => {
  const token = await loginAdmin();
  const wrong: string[] = [];
  for (const op of contract) {
    const param = op.params.find((p) => p.name === 'sortBy');
    if (!param) continue;
    const source = present(param.schema.pattern, `${op.operationId}'s sortBy pattern`);
    const pattern = new RegExp(source);
    const fields = present(
      /\^\(\?:([^)]*)\)/.exec(source)?.[1],
      `the field list of ${op.operationId}'s sortBy pattern`,
    ).split('|');
    const page = deref(spec, deref(spec, op.responses['200'])?.content?.['application/json']?.schema);
    const item = deref(spec, page?.properties?.content?.properties?.items?.items);
    const others = Object.keys(present(item?.properties, `${op.operationId}'s list item`)).filter(
      (f) => !fields.includes(f),
    );
    const examples = present(param.schema.examples, `${op.operationId}'s sortBy examples`).map(String);
    for (const sortBy of [...examples, ...fields.map((f) => `${f} desc`), `${fields[0]} asc`]) {
      expect(pattern.test(sortBy), `${op.operationId} ${sortBy}`).toBe(true);
      const res = await call('GET', op.path, { token, query: { sortBy } });
      if (res.status !== 200) wrong.push(`${op.operationId} refuses ${sortBy}`);
    }
    for (const sortBy of [...others, `${fields[0]} sideways`, 'nosuchfield']) {
      expect(pattern.test(sortBy), `${op.operationId} ${sortBy}`).toBe(false);
      const res = await call('GET', op.path, { token, query: { sortBy } });
      if (res.status !== 400 || errorNames(res)[0] !== 'InvalidSortBy')
        wrong.push(`${op.operationId} takes ${sortBy}`);
    }
  }
  expect(wrong).toEqual([]);
});

it('states the consent, the ticket subjects and the uploads as rules', async () => {
  const register = jsonSchema('register');
  expect(deref(spec, register).properties?.kvkkConfirm?.const).toBe(true);
  const refused = await call('POST', '/api/register', {
    json: {
      userName: 'uyeyeni',
      email: 'uye@example.com',
      password: 'Sifre1234!',
      passwordRepeat: 'Sifre1234!',
      kvkkConfirm: false,
      clientDomain: 'http://localhost:5173',
    },
  });
  expect(refused.status).toBe(400);
  expect(deref(spec, spec.components.schemas.TicketInput?.properties?.subject)?.enum).toEqual([
    0, 1, 2, 3, 4,
  ]);
  for (const op of operations) {
    const media = contract.find((o) => o.operationId === op.operationId)!.requestBody?.content?.[
      'multipart/form-data'
    ];
    if (!media) continue;
    const schema = deref(spec, media.schema);
    expect(schema?.properties?.files?.minItems, op.operationId).toBe(1);
    expect(media.encoding?.files?.contentType, op.operationId).toMatch(/\//);
  }
});

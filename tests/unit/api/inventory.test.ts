// @vitest-environment node
import { createRouter } from '@mocks/handlers';
import { operations } from '../../support/contract';

describe('route inventory', () => {
  it('has the 102 operations of both spec documents', () => {
    expect(operations).toHaveLength(102);
  });

  it('serves exactly the operations of openapi.yaml, with the same ids', () => {
    const served = createRouter()
      .routes.map((r) => `${r.method} ${r.path} ${r.operationId}`)
      .sort();
    const documented = operations.map((o) => `${o.method} ${o.path} ${o.operationId}`).sort();
    expect(served).toEqual(documented);
  });

  it('gives every operation a distinct id', () => {
    expect(new Set(operations.map((o) => o.operationId)).size).toBe(operations.length);
  });
});

/**
 * The mock's answers typed from the contract: `src/api/schema.d.ts` is generated from openapi.yaml, and every
 * route's handler must return what its operation's 200 answer holds (checked by `tsc`, see `Router.add`).
 * Only generated types are imported from src/.
 */
import type { components, operations } from '@/api/schema';

export type OperationId = keyof operations;
export type Schemas = components['schemas'];

/** The `content` of an operation's JSON 200 answer (`never` for file downloads). */
export type Content<Op extends OperationId> = operations[Op] extends {
  responses: { 200: { content: { 'application/json': { content?: infer C } } } };
}
  ? C
  : never;

/** The contract's `operationId`s whose 200 content accepts a `T`. */
export type OperationsAnswering<T> = {
  [Op in OperationId]: [T] extends [Content<Op>] ? Op : never;
}[OperationId];

declare const CONTENT: unique symbol;
/** A JSON envelope response whose `content` is a `T` (a compile-time mark only). */
export type JsonResponse<T> = Response & { readonly [CONTENT]?: T };

/** What a handler of `Op` may return: the envelope of its contract content, or (files) a plain response. */
export type Answer<Op extends OperationId> = [Content<Op>] extends [never]
  ? Response
  : JsonResponse<Content<Op>>;

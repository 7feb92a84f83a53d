// Types of scripts/openapi.mjs (kept as plain JavaScript so `node scripts/*.mjs` runs it without a build step).

/**
 * The parts of openapi.yaml (OpenAPI 3.1) the tools read. Any node may be written as a `$ref` to one of its kind
 * instead (`deref` follows it); the fields are typed as a followed node has them.
 */
export interface SchemaNode {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  required?: string[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  examples?: unknown[];
  [keyword: string]: unknown;
}
export interface MediaTypeNode {
  schema?: SchemaNode;
  encoding?: Record<string, { contentType?: string }>;
}
export interface ParameterNode {
  $ref?: string;
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema: SchemaNode;
}
export interface RequestBodyNode {
  $ref?: string;
  required?: boolean;
  content: Record<string, MediaTypeNode>;
}
export interface ResponseNode {
  $ref?: string;
  description?: string;
  content?: Record<string, MediaTypeNode>;
}
export interface OperationNode {
  operationId: string;
  summary?: string;
  security?: Record<string, string[]>[];
  parameters?: ParameterNode[];
  requestBody?: RequestBodyNode;
  responses: Record<string, ResponseNode>;
}
export type PathItemNode = { parameters?: ParameterNode[] } & {
  [M in (typeof METHODS)[number]]?: OperationNode;
};
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, PathItemNode>;
  components: {
    schemas: Record<string, SchemaNode>;
    parameters: Record<string, ParameterNode>;
    requestBodies: Record<string, RequestBodyNode>;
    responses: Record<string, ResponseNode>;
  };
  'x-error-catalogue': Record<string, unknown>;
  [key: string]: unknown;
}

export declare const ROOT: string;
export declare const METHODS: readonly ['get', 'post', 'put', 'delete'];
export declare function loadSpec(file?: string): OpenApiDocument;
export declare function resolveRef(spec: OpenApiDocument, ref: string): unknown;
/** `node` with its `$ref` chain followed (undefined stays undefined). */
export declare function deref<T>(spec: OpenApiDocument, node: T): T;

export interface ContractOperation {
  method: string;
  path: string;
  operationId: string;
  summary: string;
  isPublic: boolean;
  params: ParameterNode[];
  requestBody: RequestBodyNode | undefined;
  responses: Record<string, ResponseNode>;
}
export declare function operationsOf(spec: OpenApiDocument): ContractOperation[];

// Types of scripts/openapi.mjs (kept as plain JavaScript so `node scripts/*.mjs` runs it without a build step).
export declare const ROOT: string;
export declare const METHODS: readonly ['get', 'post', 'put', 'delete'];
export declare function loadSpec(file?: string): any;
export declare function resolveRef(spec: any, ref: string): any;
export declare function deref(spec: any, node: any): any;

export interface ContractOperation {
  method: string;
  path: string;
  operationId: string;
  summary: string;
  isPublic: boolean;
  params: { name: string; in: string; required?: boolean; schema?: any; [k: string]: any }[];
  requestBody:
    { required?: boolean; content?: Record<string, { schema?: any; [k: string]: any }> } | undefined;
  responses: Record<string, any>;
}
export declare function operationsOf(spec: any): ContractOperation[];

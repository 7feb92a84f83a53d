// Types of scripts/request-schemas.mjs.
export declare function requestSchemas(spec: any): Record<string, unknown>;

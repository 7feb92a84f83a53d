// Types of scripts/request-schemas.mjs.
import type { OpenApiDocument } from './openapi.mjs';

export declare function requestSchemas(spec: OpenApiDocument): Record<string, unknown>;

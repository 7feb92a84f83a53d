/**
 * Imported first by the browser's server (../browser.ts), before any schema exists: zod compiles a parser for each
 * object schema with `new Function`, and creating the first one probes whether the page allows that. Under the
 * deployment's Content-Security-Policy (no eval, deploy/nginx.conf) the probe is a reported violation and zod parses
 * without compiling anyway; this says so up front. The HTTP mock server keeps the compiled parsers.
 */
import { z } from 'zod/mini';

z.config({ jitless: true });

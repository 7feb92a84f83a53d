/**
 * The typed call layer over the one axios client (`request` in api-client.ts, loaded with the first call). Everything
 * a call needs is taken from the generated `paths` of openapi.yaml: the path (a template such as `/api/roles/{id}`), its path and query
 * parameters, its JSON or multipart body, and the `content` of the 200 envelope it answers. A wrong path, a
 * missing parameter or a wrong field fails `npm run typecheck` (see the type-level assertions in
 * tests/unit/api/typed-api.test.ts).
 *
 *   api.get('/api/roles/{id}', { path: { id } })          → Promise<RoleWithPermissions>
 *   api.post('/api/roles', { body: { role, grantedPermissionIds } })
 *   api.upload('/api/users/UploadWithExcel', { files })   → Promise<UploadReport>
 *   api.download('/api/definitions/DownloadTaxPdf', { fallbackName: 'x.pdf' })
 */
import type { paths } from '@/api/schema';
import type { RequestOptions } from './api-client';
import { ApiError } from './api-error';

/**
 * The HTTP client (axios) loads with the first call, so screens that send nothing on their first load skip it. A
 * failed load (offline, or a deployment replaced the chunk) is a NetworkError like any unreachable server, and the
 * next call tries again (a failed dynamic import is not cached by the browser).
 */
const client = () =>
  import('./api-client').catch((e: unknown) => {
    throw new ApiError(0, [{ name: 'NetworkError', value: e instanceof Error ? e.message : String(e) }]);
  });
const request = <T>(config: RequestOptions): Promise<T> => client().then((c) => c.request<T>(config));
const downloadFile = (url: string, fallbackName: string, params?: object): Promise<void> =>
  client().then((c) => c.downloadFile(url, fallbackName, params));

type Method = 'get' | 'post' | 'put' | 'delete';

/** The paths that have an operation for `M`. */
export type PathsWith<M extends Method> = {
  [P in keyof paths]: paths[P] extends { [K in M]: infer O } ? ([O] extends [undefined] ? never : P) : never;
}[keyof paths];

/** The operation object of a path and method. */
export type Op<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;

type ParamsOf<O> = O extends { parameters: infer X } ? X : never;
type Defined<T> = [T] extends [undefined] ? never : T;

/** The query parameters of an operation (`never` when it has none). */
export type QueryOf<O> = Defined<NonNullable<ParamsOf<O> extends { query?: infer Q } ? Q : never>>;
/** The path parameters of an operation (`never` when it has none). */
export type PathParamsOf<O> = Defined<NonNullable<ParamsOf<O> extends { path?: infer Q } ? Q : never>>;
/** The JSON body of an operation (`never` when it has none). */
export type BodyOf<O> = ContentOfBody<O, 'application/json'>;
/** The multipart form of an operation (`never` when it has none). */
export type FormOf<O> = ContentOfBody<O, 'multipart/form-data'>;
type RequestBodyOf<O> = O extends { requestBody?: infer R } ? NonNullable<R> : never;
type ContentOfBody<O, Type extends string> = [RequestBodyOf<O>] extends [never]
  ? never
  : RequestBodyOf<O> extends { content: { [K in Type]: infer B } }
    ? B
    : never;
/** The `content` of the operation's 200 envelope. */
export type ContentOf<O> = O extends {
  responses: { 200: { content: { 'application/json': { content: infer C } } } };
}
  ? C
  : never;

type IsNever<T> = [T] extends [never] ? true : false;
type AllOptional<T> = object extends T ? true : false;

/** `{ path }` when the operation has path parameters (always required). */
type PathPart<O> = IsNever<PathParamsOf<O>> extends true ? { path?: never } : { path: PathParamsOf<O> };
/** `{ query }` when the operation has query parameters (required only when one of them is). */
type QueryPart<O> =
  IsNever<QueryOf<O>> extends true
    ? { query?: never }
    : AllOptional<QueryOf<O>> extends true
      ? { query?: QueryOf<O> }
      : { query: QueryOf<O> };
type BodyPart<O> = IsNever<BodyOf<O>> extends true ? { body?: never } : { body: BodyOf<O> };

export type CallInit<O> = PathPart<O> & QueryPart<O> & BodyPart<O> & { options?: RequestOptions };

/** The call's init argument, optional when nothing in it is required. */
type InitArgs<O> = AllOptional<CallInit<O>> extends true ? [init?: CallInit<O>] : [init: CallInit<O>];

/** `/api/roles/{id}` + `{ id: 'x' }` → `/api/roles/x` (each value URI-encoded). */
export function fillPath(template: string, values: Record<string, unknown> | undefined): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values?.[name];
    if (value === undefined || value === null)
      throw new Error(`path parameter "${name}" missing for ${template}`);
    return encodeURIComponent(String(value));
  });
}

function call(method: Method, path: string, init: CallInit<unknown> | undefined) {
  const {
    path: pathParams,
    query,
    body,
    options,
  } = (init ?? {}) as {
    path?: Record<string, unknown>;
    query?: object;
    body?: unknown;
    options?: RequestOptions;
  };
  return request({ ...options, method, url: fillPath(path, pathParams), params: query, data: body });
}

/** Fields of a multipart operation besides `files`, sent as text. */
type FormFields<O> = Omit<FormOf<O>, 'files'>;
type UploadInit<O> = PathPart<O> &
  QueryPart<O> & { files: File[]; options?: RequestOptions } & (keyof FormFields<O> extends never
    ? { fields?: never }
    : { fields: { [K in keyof FormFields<O>]: string } });

type MultipartPaths = {
  [P in PathsWith<'post'>]: IsNever<FormOf<Op<P, 'post'>>> extends true ? never : P;
}[PathsWith<'post'>];

export const api = {
  get: <P extends PathsWith<'get'>>(path: P, ...[init]: InitArgs<Op<P, 'get'>>) =>
    call('get', path, init as CallInit<unknown>) as Promise<ContentOf<Op<P, 'get'>>>,
  post: <P extends PathsWith<'post'>>(path: P, ...[init]: InitArgs<Op<P, 'post'>>) =>
    call('post', path, init as CallInit<unknown>) as Promise<ContentOf<Op<P, 'post'>>>,
  put: <P extends PathsWith<'put'>>(path: P, ...[init]: InitArgs<Op<P, 'put'>>) =>
    call('put', path, init as CallInit<unknown>) as Promise<ContentOf<Op<P, 'put'>>>,
  delete: <P extends PathsWith<'delete'>>(path: P, ...[init]: InitArgs<Op<P, 'delete'>>) =>
    call('delete', path, init as CallInit<unknown>) as Promise<ContentOf<Op<P, 'delete'>>>,
  /** Multipart POST: every file in the `files` field, the other fields of the form as text. */
  upload: <P extends MultipartPaths>(path: P, init: UploadInit<Op<P, 'post'>>) => {
    const {
      path: pathParams,
      query,
      files,
      fields,
      options,
    } = init as {
      path?: Record<string, unknown>;
      query?: object;
      files: File[];
      fields?: Record<string, string>;
      options?: RequestOptions;
    };
    const form = new FormData();
    files.forEach((f) => form.append('files', f));
    Object.entries(fields ?? {}).forEach(([k, v]) => form.append(k, v));
    return request({
      ...options,
      method: 'post',
      url: fillPath(path, pathParams),
      params: query,
      data: form,
    }) as Promise<ContentOf<Op<P, 'post'>>>;
  },
  /** A file download (GET) saved by the browser under the server's file name, else `fallbackName`. */
  download: <P extends PathsWith<'get'>>(
    path: P,
    init: PathPart<Op<P, 'get'>> & QueryPart<Op<P, 'get'>> & { fallbackName: string },
  ) => {
    const {
      path: pathParams,
      query,
      fallbackName,
    } = init as {
      path?: Record<string, unknown>;
      query?: object;
      fallbackName: string;
    };
    return downloadFile(fillPath(path, pathParams), fallbackName, query);
  },
};

/** The content type a typed call answers, e.g. `Answer<'/api/roles/{id}', 'get'>`. */
export type Answer<P extends PathsWith<M>, M extends Method> = ContentOf<Op<P, M>>;
/** The query type of a GET, e.g. `Query<'/api/users'>`. */
export type Query<P extends PathsWith<'get'>> = QueryOf<Op<P, 'get'>>;
/** The JSON body of a write, e.g. `Body<'/api/roles', 'post'>`. */
export type Body<P extends PathsWith<M>, M extends Method> = BodyOf<Op<P, M>>;

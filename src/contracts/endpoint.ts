import type { z } from 'zod';
import type * as common from './common.ts';

/**
 * An API endpoint, declared once: its method and path, and what it takes and answers. The server
 * registers its route from it (`server/platform/endpoint-routes.ts`) and the web calls it through
 * `call(endpoint, input)` (`web/lib/api-client.ts`), so a path and the types of its request and
 * answer are written in one place.
 *
 * The schemas load on demand: the server loads them when it registers the route, while the web
 * only ever reads the method, the path and the types, so a page that calls the API never
 * downloads zod. For the same reason the prose of the API's document (summary, details) is
 * written beside the route's handler, not here (decision 023).
 */

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The success answers an endpoint may give, by status code. */
export type SuccessResponses =
  { 200: z.ZodType } | { 201: z.ZodType } | { 202: z.ZodType } | { 204: z.ZodType };

export interface EndpointSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  responses: SuccessResponses;
}

export interface Endpoint<
  Method extends HttpMethod = HttpMethod,
  Path extends string = string,
  Schemas extends EndpointSchemas = EndpointSchemas,
> {
  readonly method: Method;
  readonly path: Path;
  readonly schemas: () => Promise<Schemas>;
}

/**
 * Declares an endpoint. `load` imports the contract's schema module, `describe` picks the
 * endpoint's schemas from it. Endpoint files declare theirs through `endpointsOf`.
 */
export function endpoint<
  const Method extends HttpMethod,
  const Path extends string,
  Module,
  const Schemas extends EndpointSchemas,
>(
  method: Method,
  path: Path,
  load: () => Promise<Module>,
  describe: (module: Module) => Schemas,
): Endpoint<Method, Path, Schemas> {
  return { method, path, schemas: async () => describe(await load()) };
}

/**
 * The endpoints of one contract, by method, each picking its schemas from the modules `loads`
 * import and `common.ts` (ids, plain messages), which every contract may answer with:
 * `const { POST } = endpointsOf(() => import('./comments.ts'))`, then
 * `POST('/api/comment/create', (s) => ({ body: s.createCommentSchema, responses: { … } }))`.
 */
export function endpointsOf<const Modules extends object[]>(
  ...loads: { [K in keyof Modules]: () => Promise<Modules[K]> }
) {
  type Module = AllOf<Modules> & typeof common;
  const load = async () =>
    Object.assign(
      {},
      ...(await Promise.all([...loads.map((load) => load()), import('./common.ts')])),
    ) as Module;
  const declare =
    <const Method extends HttpMethod>(method: Method) =>
    <const Path extends string, const Schemas extends EndpointSchemas>(
      path: Path,
      describe: (module: Module) => Schemas,
    ) =>
      endpoint(method, path, load, describe);
  return {
    GET: declare('GET'),
    HEAD: declare('HEAD'),
    POST: declare('POST'),
    PUT: declare('PUT'),
    PATCH: declare('PATCH'),
    DELETE: declare('DELETE'),
  };
}

type AllOf<Modules extends unknown[]> = Modules extends [infer First, ...infer Rest]
  ? First & AllOf<Rest>
  : unknown;

export type SchemasOf<E extends Endpoint> = Awaited<ReturnType<E['schemas']>>;

type SchemaAt<S, Key extends string> = S extends { [K in Key]: infer Schema extends z.ZodType }
  ? Schema
  : undefined;

/** The schemas of an endpoint's parts: undefined for a part it does not take. */
export type ParamsSchema<E extends Endpoint> = SchemaAt<SchemasOf<E>, 'params'>;
export type QuerySchema<E extends Endpoint> = SchemaAt<SchemasOf<E>, 'query'>;
export type BodySchema<E extends Endpoint> = SchemaAt<SchemasOf<E>, 'body'>;

/** What a client sends: the parts the endpoint takes, as their schemas accept them. */
export type EndpointInput<E extends Endpoint> = InputPart<'params', ParamsSchema<E>> &
  InputPart<'query', QuerySchema<E>> &
  InputPart<'body', BodySchema<E>>;

type InputPart<Key extends string, Schema> = Schema extends z.ZodType
  ? undefined extends z.input<Schema>
    ? { [K in Key]?: z.input<Schema> }
    : { [K in Key]: z.input<Schema> }
  : { [K in Key]?: never };

/** What a successful call answers, as its schema writes it. */
export type EndpointOutput<E extends Endpoint> = SchemasOf<E>['responses'] extends {
  [status: number]: infer Schema extends z.ZodType;
}
  ? z.output<Schema>
  : never;

/** The path with its `:name` parameters filled in. */
export function endpointPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

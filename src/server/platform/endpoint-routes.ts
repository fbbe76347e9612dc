import type {
  BodySchema,
  Endpoint,
  ParamsSchema,
  QuerySchema,
  SchemasOf,
} from '#contracts/endpoint.ts';
import type {
  ContextConfigDefault,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteOptions,
} from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrorResponses, errorResponses, type DocumentedError } from './errors.ts';

/** How the API's document (OpenAPI, /docs) presents a route. */
export interface RouteDocs {
  tags: string[];
  summary: string;
  description?: string;
  /** Left out of the document (routes for the app's own use). */
  hide?: boolean;
  /** The body's media types, where it is not JSON (`multipart/form-data` for uploads). */
  consumes?: string[];
  /**
   * The errors it may answer beside the common ones (`commonErrorResponses`): a conflict (409),
   * a body too large (413), a limit other than a rate-limit hook's (429), which documents itself.
   */
  errors?: DocumentedError[];
  /** Where it may send a browser with 303 instead of answering (a mailed link's web page). */
  redirects?: string;
}

/**
 * The route options Fastify takes for a contract's endpoint: its method, path and schemas (the
 * request parts it validates, its answers beside the errors every route may give), and its
 * documentation. A route file adds its handler and hooks:
 * `app.route({ ...(await endpointRoute(comments.create, { tags, summary })), handler })`.
 */
export async function endpointRoute<E extends Endpoint>(
  endpoint: E,
  { errors = [], redirects, ...docs }: RouteDocs,
) {
  const { params, query, body, responses } = await endpoint.schemas();
  const schema = {
    ...docs,
    ...(params && { params }),
    ...(query && { querystring: query }),
    ...(body && { body }),
    response: {
      ...responses,
      ...(redirects !== undefined && { 303: z.null().describe(redirects) }),
      ...commonErrorResponses,
      ...errorResponses(errors),
    },
  };
  return {
    method: endpoint.method as E['method'],
    url: endpoint.path as E['path'],
    // The parts the endpoint declares, as their own types, so the handler's request is typed.
    schema: schema as unknown as RouteSchema<E>,
  };
}

interface RouteSchema<E extends Endpoint> extends RouteDocs {
  params: ParamsSchema<E>;
  querystring: QuerySchema<E>;
  body: BodySchema<E>;
  response: SchemasOf<E>['responses'] & typeof commonErrorResponses;
}

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** What a route adds to its endpoint: its documentation, and its handler and hooks. */
type EndpointRouteOptions<E extends Endpoint> = Omit<RouteDocs, 'tags'> & {
  /** The feature's tags, unless the route is documented under others. */
  tags?: string[];
} & Omit<
    RouteOptions<
      RawServerDefault,
      RawRequestDefaultExpression,
      RawReplyDefaultExpression,
      RouteGenericInterface,
      ContextConfigDefault,
      RouteSchema<E>,
      ZodTypeProvider
    >,
    'method' | 'url' | 'schema'
  >;

/**
 * Registers a feature's endpoints under its tags. A route file declares each one as
 * `await route(comments.create, { summary, preHandler, handler })`.
 */
export function endpointRoutes(app: ZodApp, tags: string[]) {
  return async <E extends Endpoint>(endpoint: E, options: EndpointRouteOptions<E>) => {
    const {
      summary,
      description,
      hide,
      consumes,
      errors,
      redirects,
      tags: ownTags,
      ...route
    } = options;
    const docs: RouteDocs = { tags: ownTags ?? tags, summary, errors };
    if (description !== undefined) docs.description = description;
    if (hide !== undefined) docs.hide = hide;
    if (consumes !== undefined) docs.consumes = consumes;
    if (redirects !== undefined) docs.redirects = redirects;
    app.route({ ...(await endpointRoute(endpoint, docs)), ...route });
  };
}

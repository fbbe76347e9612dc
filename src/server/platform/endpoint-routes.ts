import type {
  BodySchema,
  Endpoint,
  ParamsSchema,
  QuerySchema,
  SchemasOf,
} from '#contracts/endpoint.ts';
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
}

/**
 * The route options Fastify takes for a contract's endpoint: its method, path and schemas (the
 * request parts it validates, its answers beside the errors every route may give), and its
 * documentation. A route file adds its handler and hooks:
 * `app.route({ ...(await endpointRoute(comments.create, { tags, summary })), handler })`.
 */
export async function endpointRoute<E extends Endpoint>(
  endpoint: E,
  { errors = [], ...docs }: RouteDocs,
) {
  const { params, query, body, responses } = await endpoint.schemas();
  const schema = {
    ...docs,
    ...(params && { params }),
    ...(query && { querystring: query }),
    ...(body && { body }),
    response: { ...responses, ...commonErrorResponses, ...errorResponses(errors) },
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

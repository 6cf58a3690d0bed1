// A small route registry: every module lists its routes with their zod schemas (from contracts), and the
// OpenAPI 3.1 document is generated from it with zod 4's z.toJSONSchema. A test checks that every route
// the Hono app serves is documented.
import * as z from 'zod';

export type HttpMethod = 'get' | 'post' | 'patch' | 'put' | 'delete';
export type Access = 'public' | 'user' | 'dev' | ReadonlyArray<'AGENT' | 'BUYER' | 'ADMIN'>;

export interface RouteDoc {
  method: HttpMethod;
  /** Hono path, e.g. /api/v1/notification/:id/read */
  path: string;
  summary: string;
  tag: string;
  access: Access;
  description?: string;
  body?: z.ZodType;
  query?: z.ZodType;
  responses: Record<number, { description: string; schema?: z.ZodType; contentType?: string }>;
}

export const messageResponseSchema = z.object({ message: z.string() });
export const errorResponses = {
  400: { description: 'Invalid input: the first validation message', schema: messageResponseSchema },
  401: { description: 'Not signed in', schema: messageResponseSchema },
} as const;

function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Record<
    string,
    unknown
  >;
  delete json.$schema;
  return json;
}

function queryParameters(schema: z.ZodType) {
  const json = toJsonSchema(schema, 'input') as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: json.required?.includes(name) ?? false,
    schema: property,
  }));
}

export function openApiPath(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}');
}

export function buildOpenApiDocument(routes: readonly RouteDoc[], serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const pathParams = [...route.path.matchAll(/:(\w+)/g)].map((match) => ({
      name: match[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    const operation: Record<string, unknown> = {
      summary: route.summary,
      tags: [route.tag],
      'x-access': route.access,
      parameters: [...pathParams, ...(route.query ? queryParameters(route.query) : [])],
      responses: Object.fromEntries(
        Object.entries(route.responses).map(([status, response]) => [
          status,
          {
            description: response.description,
            ...(response.schema
              ? {
                  content: {
                    [response.contentType ?? 'application/json']: { schema: toJsonSchema(response.schema, 'output') },
                  },
                }
              : {}),
          },
        ]),
      ),
    };
    if (route.description) operation.description = route.description;
    if (route.access !== 'public' && route.access !== 'dev') operation.security = [{ sessionCookie: [] }];
    if (route.body) {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: toJsonSchema(route.body, 'input') } },
      };
    }
    const key = openApiPath(route.path);
    paths[key] = { ...paths[key], [route.method]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Naija Homes API',
      version: '1.0.0',
      description:
        'REST API of the Naija Homes marketplace. Responses are `{ data, message?, totalPages?, hasMore? }`; ' +
        'errors are `{ message }`. Sign-in sets an HTTP-only session cookie.',
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: { sessionCookie: { type: 'apiKey', in: 'cookie', name: 'naija.session_token' } },
    },
    paths,
  };
}
export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;

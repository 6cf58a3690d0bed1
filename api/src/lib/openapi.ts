// The OpenAPI 3.1 document, generated from the route definitions the app registered (lib/route.ts).
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../app-env';

/** A Hono path (`/invoices/:invoiceId`) as the document writes it (`/invoices/{invoiceId}`). */
export function openApiPath(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}');
}

export function openApiDocument(app: OpenAPIHono<AppEnv>, serverUrl: string) {
  app.openAPIRegistry.registerComponent('securitySchemes', 'sessionCookie', {
    type: 'apiKey',
    in: 'cookie',
    name: 'naija.session_token',
  });
  return app.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'Naija Homes API',
      version: '1.0.0',
      description:
        'REST API of the Naija Homes marketplace. Responses are `{ data, message?, totalPages?, hasMore? }`; ' +
        'errors are `{ message }`. Sign-in sets an HTTP-only session cookie.',
    },
    servers: [{ url: serverUrl }],
  });
}
export type OpenApiDocument = ReturnType<typeof openApiDocument>;

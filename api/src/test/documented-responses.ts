// Every answer the test suite sees is checked against the route's definition: its status must be documented and
// its JSON body must match the documented schema. A handler that drifts from its definition fails the test that
// saw it, with the route, the status and the first mismatch.
import type { OpenAPIHono } from '@hono/zod-openapi';
import type * as z from 'zod';
import type { AppEnv } from '../app-env';

interface DocumentedRoute {
  method: string;
  pattern: RegExp;
  params: number;
  path: string;
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

function isZod(value: unknown): value is z.ZodType {
  return typeof value === 'object' && value !== null && typeof (value as z.ZodType).safeParse === 'function';
}

export type ResponseCheck = (method: string, url: string, status: number, contentType: string, body: unknown) => void;

export function documentedResponses(app: OpenAPIHono<AppEnv>): ResponseCheck {
  let routes: DocumentedRoute[] | undefined;
  const load = () =>
    (routes ??= app.openAPIRegistry.definitions
      .flatMap((definition) => (definition.type === 'route' ? [definition.route] : []))
      .map((route) => {
        const source = route.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
        return {
          method: route.method.toUpperCase(),
          pattern: new RegExp(`^${source}$`),
          params: (route.path.match(/\{/g) ?? []).length,
          path: route.path,
          responses: route.responses as DocumentedRoute['responses'],
        };
      })
      // Static segments win over parameters, as in the router (/property/all before /property/{id}).
      .sort((a, b) => a.params - b.params));

  return (method, url, status, contentType, body) => {
    const path = new URL(url, 'http://test').pathname;
    const route = load().find((candidate) => candidate.method === method && candidate.pattern.test(path));
    if (!route) return;
    const name = `${method} ${route.path}`;
    const documented = route.responses[String(status)] ?? route.responses.default;
    if (!documented) {
      throw new Error(`${name} answered ${status}, which its definition does not document: ${JSON.stringify(body)}`);
    }
    const mediaType = contentType.split(';')[0]?.trim() ?? '';
    const schema = documented.content?.[mediaType]?.schema;
    if (!documented.content || Object.keys(documented.content).length === 0) return;
    if (!documented.content[mediaType]) {
      throw new Error(
        `${name} answered ${status} as ${mediaType || 'no content type'}; documented: ${Object.keys(documented.content).join(', ')}`,
      );
    }
    if (!isZod(schema) || mediaType !== 'application/json') return;
    const result = schema.safeParse(body);
    if (!result.success) {
      const issue = result.error.issues[0];
      throw new Error(
        `${name} answered ${status} with a body that does not match its documented schema at ` +
          `${issue?.path.join('.') || '(root)'}: ${issue?.message}\n${JSON.stringify(body).slice(0, 500)}`,
      );
    }
  };
}

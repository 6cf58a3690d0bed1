// The API's own routes: liveness and its OpenAPI document. (The runtime configuration is in http.ts.)
import { z } from './zod';

/** GET /api/v1/health */
export const healthSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });
/** The health answer while the database cannot be reached (503). */
export const unhealthySchema = z.object({ status: z.literal('error'), database: z.literal('down') });
export type Health = z.infer<typeof healthSchema>;
/**
 * GET /api/v1/ready: whether this process should be sent traffic. 503 while it drains before a stop (a SIGTERM)
 * or while the database cannot be reached; the orchestrator's readiness probe, where /health is its liveness one.
 */
export const readinessSchema = z.object({ status: z.literal('ready') });
export const notReadySchema = z.object({ status: z.enum(['draining', 'database-down']) });

/** GET /api/v1/openapi.json: an OpenAPI 3.1 document (its paths and components follow that specification). */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string(), description: z.string().optional() }),
  paths: z.record(z.string(), z.looseObject({})).optional(),
});

// The document's examples are answers the API could give: each parses with the contract schema it illustrates, and
// each names a schema the document has.
import { expect, test } from 'bun:test';
import { agentCardSchema } from '@naija-homes/contracts/agent-profile';
import { apiKeySchema } from '@naija-homes/contracts/api-key';
import { chatMessageSchema } from '@naija-homes/contracts/chat';
import { leadSchema } from '@naija-homes/contracts/lead';
import { propertyCardSchema } from '@naija-homes/contracts/listing';
import { offerSchema } from '@naija-homes/contracts/offer';
import type * as z from 'zod';
import { setupTestApp } from '../test/app';
import { schemaExamples } from './openapi-examples';

const t = await setupTestApp();

const contracts: Record<string, z.ZodType> = {
  PropertySummary: propertyCardSchema,
  AgentSummary: agentCardSchema,
  Lead: leadSchema,
  Offer: offerSchema,
  Message: chatMessageSchema,
  ApiKey: apiKeySchema,
};

test('every example parses with its contract and sits on its named schema in the document', () => {
  const schemas = (t.services.openApiDocument().components?.schemas ?? {}) as Record<string, { examples?: unknown[] }>;
  expect(Object.keys(schemaExamples).sort()).toEqual(Object.keys(contracts).sort());
  for (const [name, example] of Object.entries(schemaExamples)) {
    const parsed = contracts[name]?.safeParse(example);
    expect(parsed?.success, `${name}: ${parsed?.error?.message ?? ''}`).toBe(true);
    expect(schemas[name]?.examples, name).toEqual([example]);
  }
});

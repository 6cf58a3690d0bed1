// API keys (issue 35, ADR 036): an agency's CRM or an agent's own tool calls the API as the agent, without a
// browser and without the agent's password. A key is shown once, stored as a digest, named, scoped to reading or to
// reading and writing, and revoked in settings.

import { strictBody } from './fields';
import { z } from './zod';

export const apiKeyScopes = ['read', 'write'] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];
export const apiKeyScopeLabels: Record<ApiKeyScope, string> = {
  read: 'Read only',
  write: 'Read and write',
};

export const API_KEY_NAME_MAX = 60;
/** Active keys per account: one per tool an agency connects, and a spare while rotating one. */
export const API_KEYS_PER_USER = 10;
/** Every key starts with this, so a leaked one is recognisable (secret scanners, logs) and never taken for a session. */
export const API_KEY_PREFIX = 'nhk_';
/** How much of a key is kept in the clear and shown in the list, to tell keys apart: the prefix and 8 characters. */
export const API_KEY_SHOWN_LENGTH = API_KEY_PREFIX.length + 8;

export const apiKeyMessages = {
  nameRequired: 'Please give this key a name',
  nameTooLong: `Name must contain upto ${API_KEY_NAME_MAX} characters`,
  scope: 'Please choose what the key may do: read, or read and write',
  tooMany: `You can keep up to ${API_KEYS_PER_USER} API keys. Please revoke one you no longer use first.`,
  notFound: 'API key not found',
  invalid: 'This API key is not valid or has been revoked',
  readOnly: 'This API key can only read: create a key with write access to change anything',
  sessionRequired: 'Sign in to do this: an API key cannot manage keys, passwords or the account',
  created: 'API key created. Copy it now: it will not be shown again.',
  revoked: 'API key revoked',
  alreadyRevoked: 'This API key is already revoked',
} as const;

/** POST /api/v1/api-key */
export const apiKeyCreateSchema = strictBody({
  name: z
    .string({ error: apiKeyMessages.nameRequired })
    .trim()
    .min(1, apiKeyMessages.nameRequired)
    .max(API_KEY_NAME_MAX, apiKeyMessages.nameTooLong),
  scope: z.enum(apiKeyScopes, { error: apiKeyMessages.scope }),
});
export type ApiKeyCreate = z.infer<typeof apiKeyCreateSchema>;

export const apiKeySchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    scope: z.enum(apiKeyScopes),
    /** The key's first characters (`nhk_Ab12Cd34`), to tell keys apart; the rest is never shown again. */
    start: z.string(),
    createdAt: z.string(),
    /** When a request last used it (to the minute), or null if never. */
    lastUsedAt: z.string().nullable(),
  })
  .meta({ id: 'ApiKey' });
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeysResponseSchema = z.object({ data: z.array(apiKeySchema) });

/** The one answer that carries the whole key. */
export const apiKeyCreatedSchema = z.object({
  data: apiKeySchema.extend({
    key: z.string().meta({ description: 'The whole key: send it as `Authorization: Bearer <key>`. Shown only here.' }),
  }),
  message: z.string(),
});
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;

// An agent's or admin's API keys (ADR 036): create (the whole key answered once), list, revoke. The caller side
// (reading a key off a request) is auth/credentials.ts.
import {
  API_KEY_PREFIX,
  API_KEY_SHOWN_LENGTH,
  API_KEYS_PER_USER,
  type ApiKey,
  type ApiKeyCreate,
  type ApiKeyCreated,
  apiKeyMessages,
} from '@naija-homes/contracts/api-key';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { digestApiKey } from '../../auth/credentials';
import type { Db } from '../../db/client';
import { apiKeys, users } from '../../db/schema';
import { HttpError } from '../../lib/errors';

type ApiKeyRow = typeof apiKeys.$inferSelect;

const apiKeyJson = (row: ApiKeyRow): ApiKey => ({
  _id: row.id,
  name: row.name,
  scope: row.scope as ApiKey['scope'],
  start: row.start,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** 30 random bytes (240 bits) in base64url after the prefix: unguessable, so a plain SHA-256 digest is enough. */
function newKey(): string {
  return `${API_KEY_PREFIX}${Buffer.from(crypto.getRandomValues(new Uint8Array(30))).toString('base64url')}`;
}

const activeKeysOf = (userId: string) => and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt));

export async function listApiKeys(db: Db, userId: string): Promise<ApiKey[]> {
  const rows = await db.select().from(apiKeys).where(activeKeysOf(userId)).orderBy(desc(apiKeys.createdAt));
  return rows.map(apiKeyJson);
}

export async function createApiKey(db: Db, userId: string, input: ApiKeyCreate): Promise<ApiKeyCreated['data']> {
  const key = newKey();
  const keyHash = await digestApiKey(key);
  return db.transaction(async (tx) => {
    // The owner's row is the lock: twenty creations at once cannot all see room for one more key.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [held] = await tx.select({ n: count() }).from(apiKeys).where(activeKeysOf(userId));
    if ((held?.n ?? 0) >= API_KEYS_PER_USER) throw new HttpError(409, apiKeyMessages.tooMany);
    const [row] = await tx
      .insert(apiKeys)
      .values({ userId, name: input.name, scope: input.scope, start: key.slice(0, API_KEY_SHOWN_LENGTH), keyHash })
      .returning();
    if (!row) throw new Error('api key insert returned nothing');
    return { ...apiKeyJson(row), key };
  });
}

/**
 * Revoking is at once and for good: the next request with the key is a 401. One of mine already revoked (twice, or
 * twenty revokes at once) is a 409; anyone else's key, or none, a 404.
 */
export async function revokeApiKey(db: Db, userId: string, id: string): Promise<void> {
  const revoked = await db
    .update(apiKeys)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiKeys.id, id), activeKeysOf(userId)))
    .returning({ id: apiKeys.id });
  if (revoked.length) return;
  const [mine] = await db
    .select({ id: apiKeys.id })
    .from(apiKeys)
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)));
  throw mine ? new HttpError(409, apiKeyMessages.alreadyRevoked) : new HttpError(404, apiKeyMessages.notFound);
}

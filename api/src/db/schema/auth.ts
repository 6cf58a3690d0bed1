// better-auth's four tables (user, session, account, verification) written by hand with the fields its
// drizzle adapter expects (property names = better-auth field names; better-auth checks this at start-up),
// and our own user fields (spec §3 User) on the same users table.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const id = () => uuid('id').default(sql`gen_random_uuid()`).primaryKey();
const createdAt = () => timestamp('created_at', { withTimezone: true }).defaultNow().notNull();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .defaultNow()
    .notNull()
    .$onUpdate(() => new Date());

export const users = pgTable(
  'users',
  {
    id: id(),
    /** better-auth's display name; kept equal to "firstName lastName". */
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').default(false).notNull(),
    /** The profile photo URL (JSON `photo`). */
    image: text('image'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    firstName: text('first_name').default('').notNull(),
    lastName: text('last_name').default('').notNull(),
    phoneNumber: text('phone_number'),
    /** AGENT | BUYER | ADMIN; null only for a Google sign-up that has not completed its profile. */
    role: text('role'),
    slug: text('slug').notNull().unique(),
    username: text('username').unique(),
    bio: text('bio'),
    coverPhoto: text('cover_photo'),
    isBlocked: boolean('is_blocked').default(false).notNull(),
    provider: text('provider').default('email').notNull(),
    platform: text('platform').default('web').notNull(),
    agreeToTerms: boolean('agree_to_terms').default(false).notNull(),
    isPhoneVerified: boolean('is_phone_verified').default(false).notNull(),
    isOnline: boolean('is_online').default(false).notNull(),
    lastSeen: timestamp('last_seen', { withTimezone: true }),
    /** Unread chat messages over all of the user's rooms (the header's message badge); kept with each room's count. */
    chatsUnreadCount: integer('chats_unread_count').default(0).notNull(),
    isProfileComplete: boolean('is_profile_complete').default(true).notNull(),
  },
  (t) => [index('users_created_idx').on(t.createdAt)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/**
 * API keys (ADR 036): a tool calls the API as the key's owner. Only a SHA-256 digest of the key is kept (a key is 30
 * random bytes, so a plain digest cannot be guessed back); `start` is its first characters, to tell keys apart.
 * A revoked key keeps its row, so the list can say when it was revoked and the digest is never reused.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** read | write */
    scope: text('scope').notNull(),
    start: text('start').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('api_keys_user_idx').on(t.userId, t.createdAt)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

/** One-time codes: identifier `<type>-otp-<email>`, value `<code>:<attempts>` (email-otp plugin). */
export const verifications = pgTable(
  'verifications',
  {
    id: id(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

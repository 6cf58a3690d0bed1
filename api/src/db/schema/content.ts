// What admins write for the public pages: the site's settings (contact details, social links, where the footer
// hides) and the Property News articles.
import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAndUpdated } from './columns';

/** One row per settings group ('site'), validated by contracts' schema on the way in and out. */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
});

export const newsArticles = pgTable(
  'news_articles',
  {
    id: uuid('id').default(sql`gen_random_uuid()`).primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    /** One sentence under the title on the list; made from the body when empty. */
    summary: text('summary'),
    /** The cover photo as stored by the storage provider: { key, url, width, height }. */
    coverPhoto: jsonb('cover_photo').$type<{ key: string; url: string; width: number; height: number } | null>(),
    /** Markdown, rendered to safe HTML on the way out (no raw HTML passes). */
    body: text('body').notNull(),
    /** null: a draft; a future date: scheduled; a past date: published. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    ...createdAndUpdated(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
  },
  (t) => [index('news_articles_published_idx').on(t.publishedAt)],
);

// Property News: admins write articles (drafts, scheduled, published); the public list and page show the published
// ones, published_at <= now, newest first. Every admin change writes its audit entry in the same transaction.
import {
  type AdminArticle,
  type ArticleStatus,
  type adminArticlesQuerySchema,
  type articleCreateSchema,
  articleStatus,
  type articleUpdateSchema,
  contentMessages,
  NEWS_PAGE_SIZE,
  type NewsArticle,
  type NewsCard,
} from '@naija-homes/contracts/content';
import { fileMessages, fileRules } from '@naija-homes/contracts/upload';
import { and, count, desc, eq, gt, isNotNull, isNull, like, lte, or, type SQL, sql } from 'drizzle-orm';
import type * as z from 'zod';
import type { Db, Tx } from '../../db/client';
import { newsArticles, users } from '../../db/schema';
import { HttpError, pgErrorCode } from '../../lib/errors';
import { newsCoverImage } from '../../lib/images';
import { totalPages } from '../../lib/pagination';
import type { AcceptedFile } from '../../lib/upload';
import { type FileStorage, newFileKey } from '../../providers/storage';
import { recordAudit } from '../audit/audit.service';
import { plainSummary, renderMarkdown } from './markdown';

type ArticleRow = typeof newsArticles.$inferSelect;
type ArticleInput = z.output<typeof articleCreateSchema>;
type ArticleChanges = z.output<typeof articleUpdateSchema>;
type CoverPhoto = NonNullable<ArticleRow['coverPhoto']>;

const authorName = sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;

const withAuthor = {
  article: newsArticles,
  authorName,
};

function coverJson(cover: ArticleRow['coverPhoto']) {
  return cover ? { url: cover.url, width: cover.width, height: cover.height } : null;
}

function adminJson(row: ArticleRow, author: string | null, now = new Date()): AdminArticle {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    body: row.body,
    coverPhoto: coverJson(row.coverPhoto),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    status: articleStatus(row.publishedAt, now),
    authorName: author,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function cardJson(row: ArticleRow): NewsCard {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary?.trim() || plainSummary(row.body),
    coverPhoto: coverJson(row.coverPhoto),
    publishedAt: (row.publishedAt as Date).toISOString(),
  };
}

/** What the audit log keeps of an article (the body as written, for a before/after of edits). */
function audited(row: ArticleRow): Record<string, unknown> {
  return {
    title: row.title,
    slug: row.slug,
    summary: row.summary,
    body: row.body,
    coverPhoto: row.coverPhoto?.url ?? null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

const statusWhere = (status: ArticleStatus, now: Date): SQL | undefined => {
  const at = sql`${now.toISOString()}::timestamptz`;
  if (status === 'draft') return isNull(newsArticles.publishedAt);
  if (status === 'scheduled') return gt(newsArticles.publishedAt, at);
  return lte(newsArticles.publishedAt, at);
};

/** Published by now: a date set and not in the future. */
const isPublic = (now: Date) =>
  and(isNotNull(newsArticles.publishedAt), lte(newsArticles.publishedAt, sql`${now.toISOString()}::timestamptz`));

// --- Admin ------------------------------------------------------------------------------------------------------

/** Every article: drafts first, then by publication date, newest first. */
export async function listAdminArticles(db: Db, query: z.output<typeof adminArticlesQuerySchema>) {
  const now = new Date();
  const where = query.status ? statusWhere(query.status, now) : undefined;
  const { page, limit } = query;
  const [rows, [total]] = await Promise.all([
    db
      .select(withAuthor)
      .from(newsArticles)
      .leftJoin(users, eq(users.id, newsArticles.authorId))
      .where(where)
      .orderBy(sql`${newsArticles.publishedAt} desc nulls first`, desc(newsArticles.seq))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(newsArticles).where(where),
  ]);
  const totalCount = Number(total?.value ?? 0);
  return {
    data: rows.map((row) => adminJson(row.article, row.authorName, now)),
    totalPages: totalPages(totalCount, limit),
    total: totalCount,
  };
}

async function requireArticle(db: Db | Tx, id: string, lock = false): Promise<ArticleRow> {
  const query = db.select().from(newsArticles).where(eq(newsArticles.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new HttpError(404, contentMessages.articleNotFound);
  return row;
}

export async function adminArticle(db: Db, id: string): Promise<AdminArticle> {
  const [row] = await db
    .select(withAuthor)
    .from(newsArticles)
    .leftJoin(users, eq(users.id, newsArticles.authorId))
    .where(eq(newsArticles.id, id));
  if (!row) throw new HttpError(404, contentMessages.articleNotFound);
  return adminJson(row.article, row.authorName);
}

/** 'Renting in Lagos: what to budget?' → 'renting-in-lagos-what-to-budget'. */
export function slugBase(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return base || 'article';
}

/** The base, or base-2, base-3…: the first not taken. */
async function freeSlug(tx: Tx, base: string): Promise<string> {
  const taken = await tx
    .select({ slug: newsArticles.slug })
    .from(newsArticles)
    .where(or(eq(newsArticles.slug, base), like(newsArticles.slug, `${base}-%`)));
  const used = new Set(taken.map((row) => row.slug));
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

/** Two articles of one title created at once: the loser of the slug race tries the next number. */
async function retryOnSlugClash<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (pgErrorCode(error) !== '23505' || attempt >= 5) throw error;
    }
  }
}

export async function createArticle(db: Db, adminId: string, input: ArticleInput): Promise<AdminArticle> {
  const id = await retryOnSlugClash(() =>
    db.transaction(async (tx) => {
      const slug = await freeSlug(tx, slugBase(input.title));
      const [row] = await tx
        .insert(newsArticles)
        .values({
          slug,
          title: input.title,
          summary: input.summary?.trim() ? input.summary.trim() : null,
          body: input.body,
          publishedAt: input.publishedAt ? new Date(input.publishedAt) : null,
          authorId: adminId,
        })
        .returning();
      const created = row as ArticleRow;
      await recordAudit(tx, adminId, {
        action: 'article.create',
        targetType: 'article',
        targetId: created.id,
        targetLabel: created.title,
        after: audited(created),
      });
      return created.id;
    }),
  );
  return adminArticle(db, id);
}

/** The verb of an edit: publishing (a draft gets a date), unpublishing (back to a draft), or an update. */
function editAction(before: ArticleRow, after: ArticleRow): string {
  if (!before.publishedAt && after.publishedAt) return 'article.publish';
  if (before.publishedAt && !after.publishedAt) return 'article.unpublish';
  return 'article.update';
}

/** The slug stays as it was made: links shared to a published article keep working after a title edit. */
export async function updateArticle(
  db: Db,
  adminId: string,
  id: string,
  changes: ArticleChanges,
): Promise<AdminArticle> {
  await db.transaction(async (tx) => {
    const before = await requireArticle(tx, id, true);
    const set: Partial<typeof newsArticles.$inferInsert> = {};
    if (changes.title !== undefined) set.title = changes.title;
    if (changes.summary !== undefined) set.summary = changes.summary.trim() ? changes.summary.trim() : null;
    if (changes.body !== undefined) set.body = changes.body;
    if (changes.publishedAt !== undefined) {
      set.publishedAt = changes.publishedAt ? new Date(changes.publishedAt) : null;
    }
    if (Object.keys(set).length === 0) return;
    const same = (Object.keys(set) as Array<keyof typeof set>).every(
      (key) => JSON.stringify(set[key] ?? null) === JSON.stringify(before[key as keyof ArticleRow] ?? null),
    );
    // An edit that changes nothing (a second click on Save) records nothing.
    if (same) return;
    const [row] = await tx.update(newsArticles).set(set).where(eq(newsArticles.id, id)).returning();
    const after = row as ArticleRow;
    await recordAudit(tx, adminId, {
      action: editAction(before, after),
      targetType: 'article',
      targetId: id,
      targetLabel: after.title,
      before: audited(before),
      after: audited(after),
    });
  });
  return adminArticle(db, id);
}

export async function deleteArticle(db: Db, storage: FileStorage, adminId: string, id: string): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    const before = await requireArticle(tx, id, true);
    await tx.delete(newsArticles).where(eq(newsArticles.id, id));
    await recordAudit(tx, adminId, {
      action: 'article.delete',
      targetType: 'article',
      targetId: id,
      targetLabel: before.title,
      before: audited(before),
    });
    return before;
  });
  // After the commit: a failed delete leaves the photo where the article still needs it.
  if (removed.coverPhoto) await storage.remove(removed.coverPhoto.key).catch(() => undefined);
}

/** Sets (a file) or removes (null) an article's cover photo; the old file goes once the row no longer names it. */
export async function setArticleCover(
  db: Db,
  storage: FileStorage,
  adminId: string,
  id: string,
  file: AcceptedFile | null,
): Promise<AdminArticle> {
  await requireArticle(db, id);
  const image = file ? await newsCoverImage(file.bytes, fileMessages.onlyTypes(fileRules.coverPhoto)) : null;
  const stored = image ? await storage.put(newFileKey('covers', 'webp'), image.bytes, 'image/webp') : null;
  const cover: CoverPhoto | null =
    stored && image ? { key: stored.key, url: stored.url, width: image.width, height: image.height } : null;
  let previous: CoverPhoto | null = null;
  try {
    await db.transaction(async (tx) => {
      const before = await requireArticle(tx, id, true);
      previous = before.coverPhoto;
      const [row] = await tx.update(newsArticles).set({ coverPhoto: cover }).where(eq(newsArticles.id, id)).returning();
      await recordAudit(tx, adminId, {
        action: 'article.update',
        targetType: 'article',
        targetId: id,
        targetLabel: before.title,
        before: { coverPhoto: before.coverPhoto?.url ?? null },
        after: { coverPhoto: (row as ArticleRow).coverPhoto?.url ?? null },
      });
    });
  } catch (error) {
    if (stored) await storage.remove(stored.key).catch(() => undefined);
    throw error;
  }
  const old = previous as CoverPhoto | null;
  if (old) await storage.remove(old.key).catch(() => undefined);
  return adminArticle(db, id);
}

// --- Public -----------------------------------------------------------------------------------------------------

export async function listPublishedNews(db: Db, page: number) {
  const where = isPublic(new Date());
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(newsArticles)
      .where(where)
      .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.seq))
      .limit(NEWS_PAGE_SIZE)
      .offset((page - 1) * NEWS_PAGE_SIZE),
    db.select({ value: count() }).from(newsArticles).where(where),
  ]);
  const totalCount = Number(total?.value ?? 0);
  return { data: rows.map(cardJson), page, totalPages: totalPages(totalCount, NEWS_PAGE_SIZE), total: totalCount };
}

/** A published article by slug; drafts and articles scheduled for later are not found. */
export async function publishedArticle(db: Db, slug: string): Promise<NewsArticle> {
  const [row] = await db
    .select(withAuthor)
    .from(newsArticles)
    .leftJoin(users, eq(users.id, newsArticles.authorId))
    .where(and(eq(newsArticles.slug, slug), isPublic(new Date())));
  if (!row) throw new HttpError(404, contentMessages.articleNotFound);
  return { ...cardJson(row.article), html: renderMarkdown(row.article.body), authorName: row.authorName };
}

// What admins write for the public pages: the site's settings (contact details, social links, where the footer is
// hidden) and the Property News articles. Read by the API, the admin area, the shell's footer and the public pages.
import { emailSchema, strictBody } from './fields';
import { countedPageAnswerSchema, pageNumberSchema, pageQueryFields } from './paging';
import { phoneNumberSchema } from './phone';
import { type SocialNetwork, socialNetworkLabels } from './site-frame';
import { z } from './zod';

// The frame's values without a schema live in site-frame.ts (every page shows them); re-exported for the API.
export {
  defaultSiteSettings,
  footerHiddenAt,
  type SocialNetwork,
  socialNetworkLabels,
  socialNetworks,
} from './site-frame';

export const contentMessages = {
  settingsSaved: 'Site settings saved',
  addressRequired: 'Address is required',
  addressMax: 'Address must contain upto 200 characters',
  officeHoursMax: 'Office hours must contain upto 120 characters',
  linkHttps: (network: string) => `${network} link must start with https://`,
  linkInvalid: (network: string) => `${network} link is not a valid web address`,
  prefixSlash: 'Each hidden path must start with /',
  prefixInvalid: 'A hidden path may contain only letters, digits, -, _ and /',
  prefixesMax: 'At most 30 hidden paths',
  prefixDuplicate: 'Each hidden path may be listed once',
  titleRequired: 'Title is required',
  titleMin: 'Title must contain at least 5 characters',
  titleMax: 'Title must contain upto 120 characters',
  summaryMax: 'Summary must contain upto 300 characters',
  bodyRequired: 'Article body is required',
  bodyMax: 'Article body must contain upto 50000 characters',
  publishedAtInvalid: 'Publication date must be a valid date and time',
  articleNotFound: 'Article not found',
  articleCreated: 'Article created',
  articleSaved: 'Article saved',
  articleDeleted: 'Article deleted',
  coverSaved: 'Cover photo saved',
  coverRemoved: 'Cover photo removed',
  articleDeleteConfirm: (title: string) => `Delete “${title}”? It disappears from Property News at once.`,
} as const;

// --- Site settings ----------------------------------------------------------------------------------------------

/** A social link: empty (not shown) or an https URL. */
function socialLinkSchema(network: SocialNetwork) {
  const label = socialNetworkLabels[network];
  return z
    .string()
    .trim()
    .max(300, contentMessages.linkInvalid(label))
    .refine((value) => value === '' || /^https:\/\//i.test(value), contentMessages.linkHttps(label))
    .refine((value) => value === '' || isWebAddress(value), contentMessages.linkInvalid(label));
}

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !/\s/.test(value);
  } catch {
    return false;
  }
}

/** '/agent', '/sign-in': where the footer is hidden (the path itself and everything under it). */
export const footerPrefixSchema = z
  .string()
  .trim()
  .refine((value) => value.startsWith('/'), contentMessages.prefixSlash)
  .refine((value) => /^\/[A-Za-z0-9\-_/]*$/.test(value), contentMessages.prefixInvalid)
  // '/agent/' and '/agent' mean the same place.
  .transform((value) => (value.length > 1 ? value.replace(/\/+$/, '') || '/' : value));

export const contactSettingsSchema = strictBody({
  email: emailSchema,
  /** Stored in E.164 (+234…); shown with formatPhoneForDisplay. */
  phone: phoneNumberSchema,
  address: z
    .string({ error: contentMessages.addressRequired })
    .trim()
    .min(1, contentMessages.addressRequired)
    .max(200, contentMessages.addressMax),
  officeHours: z.string().trim().max(120, contentMessages.officeHoursMax),
});

export const socialSettingsSchema = strictBody({
  facebook: socialLinkSchema('facebook'),
  instagram: socialLinkSchema('instagram'),
  x: socialLinkSchema('x'),
  linkedin: socialLinkSchema('linkedin'),
  youtube: socialLinkSchema('youtube'),
  tiktok: socialLinkSchema('tiktok'),
});

export const footerSettingsSchema = strictBody({
  hiddenPathPrefixes: z
    .array(footerPrefixSchema)
    .max(30, contentMessages.prefixesMax)
    .refine((list) => new Set(list).size === list.length, contentMessages.prefixDuplicate),
});

/** The whole of the site's settings, as GET /site-settings answers and the public pages read them. */
export const siteSettingsSchema = z.object({
  contact: contactSettingsSchema,
  social: socialSettingsSchema,
  footer: footerSettingsSchema,
});
export type SiteSettings = z.output<typeof siteSettingsSchema>;
export type ContactSettings = z.input<typeof contactSettingsSchema>;
export type SocialSettings = z.input<typeof socialSettingsSchema>;

/**
 * PUT /admin/site-settings: any of the three sections; a section sent replaces that section, the others stay as
 * saved (each section of the admin page has its own Save).
 */
export const siteSettingsUpdateSchema = strictBody({
  contact: contactSettingsSchema.optional(),
  social: socialSettingsSchema.optional(),
  footer: footerSettingsSchema.optional(),
});
export type SiteSettingsUpdate = z.input<typeof siteSettingsUpdateSchema>;
export type SiteSettingsChanges = z.output<typeof siteSettingsUpdateSchema>;

export const siteSettingsResponseSchema = z.object({
  data: siteSettingsSchema,
  /** When an admin last saved them; null while the defaults apply. */
  updatedAt: z.string().nullable(),
});
export const siteSettingsSavedSchema = siteSettingsResponseSchema.extend({ message: z.string() });

// --- Property News ----------------------------------------------------------------------------------------------

export const NEWS_PAGE_SIZE = 9;
export const articleStatuses = ['draft', 'scheduled', 'published'] as const;
export type ArticleStatus = (typeof articleStatuses)[number];

/** An ISO instant with its offset ('2026-05-01T09:00:00.000Z', '2026-05-01T10:00:00+01:00'), or null for a draft. */
const publishedAtSchema = z.iso.datetime({ offset: true, error: contentMessages.publishedAtInvalid }).nullable();

const titleSchema = z
  .string({ error: contentMessages.titleRequired })
  .trim()
  .min(1, contentMessages.titleRequired)
  .min(5, contentMessages.titleMin)
  .max(120, contentMessages.titleMax);
const summarySchema = z.string().trim().max(300, contentMessages.summaryMax);
const bodySchema = z
  .string({ error: contentMessages.bodyRequired })
  .trim()
  .min(1, contentMessages.bodyRequired)
  .max(50_000, contentMessages.bodyMax);

/** POST /admin/news: a new article; the cover photo is uploaded after, to /admin/news/{id}/cover-photo. */
export const articleCreateSchema = strictBody({
  title: titleSchema,
  summary: summarySchema.optional(),
  body: bodySchema,
  publishedAt: publishedAtSchema.default(null),
});
export type ArticleCreate = z.input<typeof articleCreateSchema>;

/** PATCH /admin/news/{id}: the fields sent change; publishedAt null turns it back into a draft. */
export const articleUpdateSchema = strictBody({
  title: titleSchema.optional(),
  summary: summarySchema.optional(),
  body: bodySchema.optional(),
  publishedAt: publishedAtSchema.optional(),
});
export type ArticleUpdate = z.input<typeof articleUpdateSchema>;

/** POST /admin/news/preview: Markdown to the HTML the article page would show. */
export const articlePreviewSchema = strictBody({ body: z.string().max(50_000, contentMessages.bodyMax) });
export const articlePreviewResponseSchema = z.object({ html: z.string() });

export const coverPhotoSchema = z.object({ url: z.string(), width: z.number(), height: z.number() });

/** An article in the admin list and form: the Markdown as written, drafts included. */
export const adminArticleSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string().nullable(),
  body: z.string(),
  coverPhoto: coverPhotoSchema.nullable(),
  publishedAt: z.string().nullable(),
  status: z.enum(articleStatuses),
  authorName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminArticle = z.infer<typeof adminArticleSchema>;

export const adminArticlesQuerySchema = z.object({
  ...pageQueryFields({ max: 50, default: 10 }),
  status: z.enum(articleStatuses, { error: 'status must be draft, scheduled or published' }).optional(),
});

export const adminArticlesPageSchema = countedPageAnswerSchema(adminArticleSchema);
export const adminArticleResponseSchema = z.object({ data: adminArticleSchema, message: z.string() });

/** An article on the public list: a card. */
export const newsCardSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  /** The admin's summary, or the start of the body. */
  summary: z.string(),
  coverPhoto: coverPhotoSchema.nullable(),
  publishedAt: z.string(),
});
export type NewsCard = z.infer<typeof newsCardSchema>;

export const newsQuerySchema = z.object({
  page: pageNumberSchema,
});

export const newsPageSchema = z.object({
  data: z.array(newsCardSchema),
  page: z.number(),
  totalPages: z.number(),
  total: z.number(),
});

/** GET /news/{slug}'s path; the server's page for /property-news/:slug reads the same article by it. */
export const newsSlugParamSchema = z.object({ slug: z.string().min(1).max(200) });

/** GET /news/{slug}: the article with its body as safe HTML (rendered and cleaned on the server). */
export const newsArticleSchema = newsCardSchema.extend({ html: z.string(), authorName: z.string().nullable() });
export type NewsArticle = z.infer<typeof newsArticleSchema>;
export const newsArticleResponseSchema = z.object({ data: newsArticleSchema });

/** A wall-clock time typed in Lagos (UTC+1, no daylight saving) as an ISO instant: '2026-05-01T10:00' → …09:00Z. */
export function lagosLocalToIso(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  const date = new Date(`${local}:00+01:00`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** An instant as the value of a datetime-local input in Lagos time: '2026-05-01T09:00:00Z' → '2026-05-01T10:00'. */
export function isoToLagosLocal(iso: string): string {
  return new Date(new Date(iso).getTime() + 60 * 60 * 1000).toISOString().slice(0, 16);
}

/** Draft, scheduled or published, as of `now`. */
export function articleStatus(publishedAt: string | Date | null, now: Date = new Date()): ArticleStatus {
  if (publishedAt === null) return 'draft';
  return new Date(publishedAt).getTime() > now.getTime() ? 'scheduled' : 'published';
}

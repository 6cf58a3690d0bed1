// The article editor's values as typed, checked with the article rules of contracts; the publication is a choice
// (draft, now, on a date) and the date a wall-clock time in Lagos.
import {
  type AdminArticle,
  articleCreateSchema,
  contentMessages,
  isoToLagosLocal,
  lagosLocalToIso,
} from '@naija-homes/contracts/content';
import * as z from 'zod';

export const publicationChoices = ['draft', 'now', 'date'] as const;

export const articleFormSchema = z
  .object({
    title: articleCreateSchema.shape.title,
    summary: z.string().pipe(articleCreateSchema.shape.summary.unwrap()),
    body: articleCreateSchema.shape.body,
    publication: z.enum(publicationChoices),
    date: z.string(),
  })
  .superRefine((values, ctx) => {
    if (values.publication === 'date' && !lagosLocalToIso(values.date)) {
      ctx.addIssue({ code: 'custom', path: ['date'], message: contentMessages.publishedAtInvalid });
    }
  });
export type ArticleFormValues = z.input<typeof articleFormSchema>;

/** The form's first values: an article as saved, or an empty draft. */
export function articleFormValues(article: AdminArticle | null): ArticleFormValues {
  return {
    title: article?.title ?? '',
    summary: article?.summary ?? '',
    body: article?.body ?? '',
    publication: article?.publishedAt ? 'date' : 'draft',
    date: article?.publishedAt ? isoToLagosLocal(article.publishedAt) : '',
  };
}

/** The publication date the API takes: null for a draft, now, or the Lagos time chosen. */
export function publishedAtOf(values: z.output<typeof articleFormSchema>, now: Date = new Date()): string | null {
  if (values.publication === 'draft') return null;
  if (values.publication === 'now') return now.toISOString();
  return lagosLocalToIso(values.date);
}

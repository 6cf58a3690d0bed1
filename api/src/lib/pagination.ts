import * as z from 'zod';

export const pageQuerySchema = z.object({
  page: z.coerce.number({ error: 'page must be a number' }).int().min(1, 'page must be at least 1').default(1),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int()
    .min(1)
    .max(100, 'limit must be at most 100')
    .default(10),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export function totalPages(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}

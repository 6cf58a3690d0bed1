import { describe, expect, test } from 'bun:test';
import type { AdminArticle } from '@naija-homes/contracts/content';
import { contentMessages } from '@naija-homes/contracts/content';
import { articleFormSchema, articleFormValues, publishedAtOf } from './article-form';

const saved: AdminArticle = {
  _id: 'a1',
  slug: 'rents-in-yaba',
  title: 'Rents in Yaba',
  summary: null,
  body: 'Body',
  coverPhoto: null,
  publishedAt: '2026-05-01T09:00:00.000Z',
  status: 'published',
  authorName: null,
  createdAt: '2026-04-30T09:00:00.000Z',
  updatedAt: '2026-04-30T09:00:00.000Z',
};

describe('article form', () => {
  test('a saved article opens with its date in Lagos time', () => {
    expect(articleFormValues(saved)).toEqual({
      title: 'Rents in Yaba',
      summary: '',
      body: 'Body',
      publication: 'date',
      date: '2026-05-01T10:00',
    });
    expect(articleFormValues(null)).toMatchObject({ publication: 'draft', date: '' });
  });

  test('the publication choice becomes the date the API takes', () => {
    const base = articleFormSchema.parse({ ...articleFormValues(saved) });
    expect(publishedAtOf(base)).toBe('2026-05-01T09:00:00.000Z');
    expect(publishedAtOf({ ...base, publication: 'draft' })).toBeNull();
    const now = new Date('2026-06-01T12:00:00Z');
    expect(publishedAtOf({ ...base, publication: 'now' }, now)).toBe(now.toISOString());
  });

  test("contracts' messages for a short title, an empty body and a missing date", () => {
    const issues = (values: Record<string, string>) =>
      articleFormSchema
        .safeParse({ ...articleFormValues(null), title: 'A fine title', body: 'Text', ...values })
        .error?.issues.map((issue) => issue.message) ?? [];
    expect(issues({ title: 'abc' })).toContain(contentMessages.titleMin);
    expect(issues({ body: ' ' })).toContain(contentMessages.bodyRequired);
    expect(issues({ publication: 'date', date: '' })).toContain(contentMessages.publishedAtInvalid);
    expect(issues({ publication: 'date', date: '2026-05-01T10:00' })).toEqual([]);
  });
});

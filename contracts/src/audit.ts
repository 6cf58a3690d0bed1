// The admin audit log (issue 18): every admin action with who did it, to what, when, and the values before and
// after. Append-only: read here, written only by the API's `recordAudit` inside the change's own transaction.
import { dateRangeMessages } from './date-range';
import { formatLagosDateTime, formatNaira } from './format';
import { countedPageAnswerSchema, pageQueryFields } from './paging';
import { z } from './zod';

export const auditTargetTypes = [
  'user',
  'agent',
  'listing',
  'report',
  'settings',
  'plan',
  'article',
  'contact-message',
  'newsletter-subscriber',
] as const;
export type AuditTargetType = (typeof auditTargetTypes)[number];

/** The target types in words, for the filter and the table. */
export const auditTargetTypeLabels: Record<AuditTargetType, string> = {
  user: 'User',
  agent: 'Agent',
  listing: 'Listing',
  report: 'Report',
  settings: 'Settings',
  plan: 'Plan',
  article: 'News article',
  'contact-message': 'Contact message',
  'newsletter-subscriber': 'Newsletter subscriber',
};

/**
 * The actions admins take, as `<target>.<verb>`, in words. The filter offers these; an action written by a newer
 * part of the API that is not listed yet still shows, worded from its name (`auditActionLabel`).
 */
export const auditActionLabels = {
  'agent.approve': 'Approved an agent',
  'agent.reject': 'Rejected an agent',
  'user.block': 'Blocked a user',
  'user.unblock': 'Unblocked a user',
  'listing.deactivate': 'Deactivated a listing',
  'listing.reactivate': 'Reactivated a listing',
  'listing.verify': 'Verified a listing',
  'listing.unverify': 'Removed a listing’s verified badge',
  'report.dismiss': 'Dismissed a report',
  'report.uphold': 'Upheld a report',
  'settings.update': 'Changed the site settings',
  'plan.update': 'Changed a plan',
  'article.create': 'Wrote a news article',
  'article.update': 'Edited a news article',
  'article.publish': 'Published a news article',
  'article.unpublish': 'Unpublished a news article',
  'article.delete': 'Deleted a news article',
  'contact-message.handle': 'Marked a contact message handled',
  'contact-message.unhandle': 'Reopened a contact message',
  'newsletter-subscriber.remove': 'Removed a newsletter subscriber',
} as const satisfies Record<string, string>;

/** An action in words: 'agent.approve' → 'Approved an agent'; unknown ones from their name ('Listing: feature'). */
export function auditActionLabel(action: string): string {
  const known = (auditActionLabels as Record<string, string>)[action];
  if (known) return known;
  const [target = '', verb = ''] = action.split('.');
  const words = (text: string) => text.replace(/[-_]/g, ' ');
  const head = words(target);
  return verb ? `${head.charAt(0).toUpperCase()}${head.slice(1)}: ${words(verb)}` : head;
}

export const auditMessages = {
  actionInvalid: 'action must look like listing.deactivate (or a target type alone)',
  targetTypeInvalid: 'targetType must be one of the audit target types',
  dateInvalid: 'from and to must be dates (YYYY-MM-DD) or ISO date-times',
  rangeInvalid: dateRangeMessages.reversed,
  actorTooLong: 'actor must contain upto 100 characters',
} as const;

const dateOrDateTime = z.union([z.iso.date(), z.iso.datetime({ offset: true })], { error: auditMessages.dateInvalid });

/**
 * GET /api/v1/admin/audit-log: the filters. `action` is an exact action, or a target alone (`listing`) for all its
 * actions; `actor` an admin's id, or part of their name or email; `from`/`to` days in Lagos time (both included) or
 * exact instants.
 */
export const auditLogQuerySchema = z
  .object({
    ...pageQueryFields({ max: 100, default: 20 }),
    action: z
      .string()
      .trim()
      .regex(/^[a-z][a-z-]*(\.[a-z][a-z-]*)?$/, auditMessages.actionInvalid)
      .optional(),
    actor: z.string().trim().max(100, auditMessages.actorTooLong).optional(),
    targetType: z.enum(auditTargetTypes, { error: auditMessages.targetTypeInvalid }).optional(),
    targetId: z.string().trim().max(100).optional(),
    from: dateOrDateTime.optional(),
    to: dateOrDateTime.optional(),
  })
  .refine((query) => !query.from || !query.to || auditRangeStart(query.from) < auditRangeEnd(query.to), {
    error: auditMessages.rangeInvalid,
  });

const LAGOS_OFFSET = '+01:00';

/** The first instant of a range: a day starts at midnight in Lagos; an instant is itself. */
export function auditRangeStart(value: string): Date {
  return new Date(value.length === 10 ? `${value}T00:00:00${LAGOS_OFFSET}` : value);
}

/** The end of a range, exclusive: a day ends at the next midnight in Lagos; an instant is itself. */
export function auditRangeEnd(value: string): Date {
  if (value.length !== 10) return new Date(value);
  const start = auditRangeStart(value);
  return new Date(start.getTime() + 24 * 60 * 60 * 1000);
}

const auditValuesSchema = z.record(z.string(), z.unknown()).nullable();

export const auditEntrySchema = z.object({
  _id: z.string(),
  createdAt: z.string(),
  actor: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  /** The target's name as it was then (a listing's title, a person's name). */
  targetLabel: z.string().nullable(),
  /** Where the target can be opened today: a listing's current slug, an account's current email; null if gone. */
  targetSlug: z.string().nullable(),
  targetEmail: z.string().nullable(),
  before: auditValuesSchema,
  after: auditValuesSchema,
  reason: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogPageSchema = countedPageAnswerSchema(auditEntrySchema).extend({
  /** The names of the people the page's values name by id (a `…By` field such as verifiedBy), by their id. */
  people: z.record(z.string(), z.string()),
});
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;

/** One field an action changed: its name in words and its values before and after, as text. */
export interface AuditChange {
  field: string;
  label: string;
  before: string;
  after: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Fields that hold an amount in naira (a plan's price, fees): shown as ₦. */
const MONEY_FIELD = /^(amount|price|deposit)$|(Price|Amount|Fee|Fees)$/;
/** Fields that name a person by their account id (verifiedBy): shown as the person's name. */
const PERSON_FIELD = /By$/;
/** Fields that hold an instant (verifiedAt, subscribedAt): shown in Lagos time. */
const TIME_FIELD = /At$/;

/** The account ids a values object names in its `…By` fields (the API looks their names up for the page). */
export function auditPersonIds(values: Record<string, unknown> | null | undefined): string[] {
  return Object.entries(values ?? {}).flatMap(([field, value]) =>
    PERSON_FIELD.test(field) && typeof value === 'string' && UUID.test(value) ? [value] : [],
  );
}

/**
 * A stored value as people read it: '—' for none, Yes/No for flags, ₦ for amounts, Lagos time for instants, a
 * person's name for an account id (`people`, from the page), lists joined, JSON for anything else structured.
 */
export function auditValueText(value: unknown, field = '', people: Record<string, string> = {}): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return MONEY_FIELD.test(field) ? formatNaira(value) : String(value);
  if (typeof value === 'string') {
    if (PERSON_FIELD.test(field) && UUID.test(value)) return people[value] ?? 'A removed account';
    if (TIME_FIELD.test(field) && !Number.isNaN(Date.parse(value))) return `${formatLagosDateTime(value)} (Lagos)`;
    return value;
  }
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value.join(', ') || '—';
  return JSON.stringify(value);
}

/** 'listingStatus' → 'Listing status', 'is_blocked' → 'Is blocked'. */
export function auditFieldLabel(field: string): string {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The fields an entry changed, in the order they were written (before's, then after's new ones): each with its
 * value before and after. A field with the same value on both sides is left out.
 */
export function auditChanges(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
  people: Record<string, string> = {},
): AuditChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .map((field) => ({
      field,
      label: auditFieldLabel(field),
      before: auditValueText(before?.[field], field, people),
      after: auditValueText(after?.[field], field, people),
    }))
    .filter((change) => change.before !== change.after);
}

// Reports and moderation (issue 18): anyone signed in (not an admin) reports a listing or an agent for a reason with
// a message; admins work through the queue and dismiss or uphold each report. Upholding can deactivate the listing
// and give the agent a strike; the third strike blocks the agent. The reporter is told the outcome.

import { strictBody } from './fields';
import { pageQueryFields } from './paging';
import { z } from './zod';

export const REPORT_MESSAGE_MIN = 10;
export const REPORT_MESSAGE_MAX = 1000;
export const RESOLUTION_NOTE_MIN = 10;
export const RESOLUTION_NOTE_MAX = 1000;
/** Upheld reports (strikes) that block an agent's account. */
export const STRIKES_TO_BLOCK = 3;

export const reportReasons = ['scam', 'unavailable', 'wrong-details', 'duplicate', 'other'] as const;
export type ReportReason = (typeof reportReasons)[number];

export const reportReasonLabels: Record<ReportReason, string> = {
  scam: 'Scam or asked for money before viewing',
  unavailable: 'Already let or sold',
  'wrong-details': 'Wrong price or photos',
  duplicate: 'Duplicate listing',
  other: 'Other',
};

export const reportStatuses = ['open', 'dismissed', 'actioned'] as const;
export type ReportStatus = (typeof reportStatuses)[number];

export const reportStatusLabels: Record<ReportStatus, string> = {
  open: 'Open',
  actioned: 'Actioned',
  dismissed: 'Dismissed',
};

export const reportDecisions = ['dismiss', 'uphold'] as const;
export type ReportDecision = (typeof reportDecisions)[number];

/** "Strike 2 of 3". */
export const strikeLabel = (strike: number) => `Strike ${strike} of ${STRIKES_TO_BLOCK}`;

const quoted = (title: string | null) => (title ? `"${title}"` : 'the listing');

export const reportMessages = {
  targetRequired: 'Choose the listing or the agent you are reporting',
  reasonRequired: 'Choose a reason for your report',
  messageRequired: 'Tell us what happened',
  messageMin: `Your message must contain at least ${REPORT_MESSAGE_MIN} characters`,
  messageMax: `Your message must contain upto ${REPORT_MESSAGE_MAX} characters`,
  sent: 'Report sent. Our team will review it and tell you the outcome.',
  listingNotFound: 'This listing could not be found',
  agentNotFound: 'This agent could not be found',
  ownListing: 'You cannot report your own listing',
  yourself: 'You cannot report yourself',
  alreadyReportedListing: 'You have already reported this listing. Our team will tell you the outcome.',
  alreadyReportedAgent: 'You have already reported this agent. Our team will tell you the outcome.',
  onlyBuyersAndAgents: 'Only buyers and agents can send reports',
  signInToReport: 'Sign in to report a listing or an agent',
  // The admin's queue.
  decisionRequired: 'Choose to dismiss or uphold the report',
  noteRequired: 'Write a note for the reporter',
  noteMin: `The note must contain at least ${RESOLUTION_NOTE_MIN} characters`,
  noteMax: `The note must contain upto ${RESOLUTION_NOTE_MAX} characters`,
  dismissTakesNoAction: 'A dismissed report cannot deactivate the listing or strike the agent',
  noListingToDeactivate: 'This report is about an agent, not a listing: there is no listing to deactivate',
  alreadyResolved: 'This report is already resolved',
  dismissed: 'Report dismissed',
  upheld: 'Report upheld',
  /** The admin's toast when other open reports on the listing were resolved with the one upheld. */
  alsoResolved: (count: number) =>
    `Report upheld. ${count === 1 ? '1 other report' : `${count} other reports`} on the listing resolved with it.`,
  threeStrikesReason: 'Three upheld reports',
  // Notices.
  newReportTitle: 'New report to review',
  newReportNotice: (what: string, reason: ReportReason) =>
    `A report about ${what} is waiting in the moderation queue: ${reportReasonLabels[reason]}.`,
  outcomeTitle: 'Your report was reviewed',
  upheldNotice: (what: string, note: string) =>
    `Thank you: we reviewed your report about ${what} and took action. ${note.trim()}`,
  dismissedNotice: (what: string, note: string) =>
    `We reviewed your report about ${what} and took no action this time. ${note.trim()}`,
  strikeTitle: (strike: number) => `${strikeLabel(strike)}: a report against you was upheld`,
  strikeNotice: (strike: number, what: string, reason: ReportReason) =>
    `${strikeLabel(strike)}. Our team upheld a report about ${what}: ${reportReasonLabels[reason]}. ` +
    (strike >= STRIKES_TO_BLOCK
      ? 'Your account is now blocked.'
      : `At ${STRIKES_TO_BLOCK} strikes your account is blocked.`),
  blockedTitle: 'Your account is blocked',
  blockedNotice: `Your account was blocked after ${STRIKES_TO_BLOCK} upheld reports. Your listings are hidden from search. Contact support if you think this is wrong.`,
  /** The reason a listing is deactivated for, told to its agent. */
  deactivationReason: (reason: ReportReason) => `a report was upheld (${reportReasonLabels[reason].toLowerCase()})`,
  listingWhat: (title: string | null) => `the listing ${quoted(title)}`,
  agentWhat: (name: string) => `the agent ${name}`,
} as const;

export const reportMessageSchema = z
  .string({ error: reportMessages.messageRequired })
  .trim()
  .min(1, reportMessages.messageRequired)
  .min(REPORT_MESSAGE_MIN, reportMessages.messageMin)
  .max(REPORT_MESSAGE_MAX, reportMessages.messageMax);

const idField = z.string().trim().min(1, reportMessages.targetRequired).optional();

/** POST /api/v1/report: a listing (its agent is the owner) or an agent from their profile, never both. */
export const reportCreateSchema = strictBody({
  propertyId: idField,
  agentId: idField,
  reason: z.enum(reportReasons, { error: reportMessages.reasonRequired }),
  message: reportMessageSchema,
}).refine((body) => Boolean(body.propertyId) !== Boolean(body.agentId), {
  message: reportMessages.targetRequired,
});
export type ReportCreate = z.input<typeof reportCreateSchema>;

/** What the reporter gets back. */
export const reportCreatedSchema = z.object({
  data: z.object({
    _id: z.string(),
    status: z.enum(reportStatuses),
    reason: z.enum(reportReasons),
    createdAt: z.string(),
  }),
  message: z.string(),
});
export type ReportCreated = z.infer<typeof reportCreatedSchema>;

export const reportsQuerySchema = z.object({
  status: z.enum(reportStatuses, { error: `status must be one of ${reportStatuses.join(', ')}` }).default('open'),
  reason: z.enum(reportReasons, { error: `reason must be one of ${reportReasons.join(', ')}` }).optional(),
  ...pageQueryFields(),
});
export type ReportsQueryParams = z.output<typeof reportsQuerySchema>;

const personSchema = z.object({ _id: z.string(), fullName: z.string(), email: z.string() });

/** One report as the admin's queue shows it. */
export const adminReportSchema = z.object({
  _id: z.string(),
  /** e.g. RPT-1001 */
  reportNo: z.string(),
  status: z.enum(reportStatuses),
  reason: z.enum(reportReasons),
  reasonLabel: z.string(),
  message: z.string(),
  createdAt: z.string(),
  /** The listing reported; null when the agent was reported from their profile. */
  listing: z
    .object({
      _id: z.string(),
      slug: z.string(),
      title: z.string().nullable(),
      listingStatus: z.string(),
      isPublished: z.boolean(),
      /** Set while an admin holds the listing deactivated. */
      moderationReason: z.string().nullable(),
    })
    .nullable(),
  agent: personSchema.extend({ slug: z.string().nullable(), strikes: z.number().int(), isBlocked: z.boolean() }),
  reporter: personSchema,
  /** Open reports on the same listing (or, for an agent report, on the same agent), this one included if open. */
  openReportsOnTarget: z.number().int(),
  resolutionNote: z.string().nullable(),
  deactivatedListing: z.boolean(),
  struckAgent: z.boolean(),
  resolvedBy: z.object({ _id: z.string(), fullName: z.string() }).nullable(),
  resolvedAt: z.string().nullable(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;

export const adminReportsPageSchema = z.object({
  data: z.array(adminReportSchema),
  totalPages: z.number().int(),
  total: z.number().int(),
  /** Reports in each status (with the reason filter applied), for the tabs. */
  counts: z.object({ open: z.number().int(), dismissed: z.number().int(), actioned: z.number().int() }),
});
export type AdminReportsPage = z.infer<typeof adminReportsPageSchema>;

export const resolutionNoteSchema = z
  .string({ error: reportMessages.noteRequired })
  .trim()
  .min(1, reportMessages.noteRequired)
  .min(RESOLUTION_NOTE_MIN, reportMessages.noteMin)
  .max(RESOLUTION_NOTE_MAX, reportMessages.noteMax);

/** PATCH /api/v1/admin/reports/{id}/resolve. */
export const reportResolutionSchema = strictBody({
  decision: z.enum(reportDecisions, { error: reportMessages.decisionRequired }),
  note: resolutionNoteSchema,
  deactivateListing: z.boolean().default(false),
  strikeAgent: z.boolean().default(false),
}).refine((body) => body.decision === 'uphold' || (!body.deactivateListing && !body.strikeAgent), {
  message: reportMessages.dismissTakesNoAction,
});
export type ReportResolution = z.input<typeof reportResolutionSchema>;
export type ReportResolutionBody = z.output<typeof reportResolutionSchema>;

export const reportResolvedSchema = z.object({
  data: adminReportSchema,
  /** Other open reports on the same listing resolved with it (the listing was deactivated). */
  alsoResolved: z.number().int(),
  message: z.string(),
});
export type ReportResolved = z.infer<typeof reportResolvedSchema>;

/** "RPT-1001" from the stored sequence number. */
export function reportNo(seq: number): string {
  return `RPT-${1000 + seq}`;
}

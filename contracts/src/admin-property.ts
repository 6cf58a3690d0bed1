// The admin's listings (issue 18): the table with its filters, deactivating a listing with a reason (the agent is
// told and cannot put it back live), reactivating it, and marking it verified after a check.
import * as z from 'zod';

export const adminPropertyMessages = {
  deactivated: 'Listing deactivated',
  reactivated: 'Listing reactivated',
  verified: 'Listing marked as verified',
  unverified: 'Verified badge removed',
  alreadyDeactivated: 'This listing is already deactivated by an admin',
  notDeactivated: 'This listing was not deactivated by an admin',
  alreadyVerified: 'This listing is already verified',
  notVerified: 'This listing is not verified',
  onlyPublishedVerified: 'Only a published listing can be verified',
  reasonRequired: 'Tell the agent why the listing is deactivated (at least 10 characters)',
  heldByAdmin: 'An admin deactivated this listing. Contact support to have it reviewed',
  deactivatedTitle: 'Your listing was deactivated',
  deactivatedNotice: (title: string, reason: string) =>
    `Our team deactivated "${title}": ${reason.trim().replace(/[.!?]?$/, '.')} It is hidden from search until an admin reviews it again.`,
  reactivatedTitle: 'Your listing is back',
  reactivatedNotice: (title: string) =>
    `Our team reactivated "${title}". It shows in search again while your plan is live.`,
  verifiedTitle: 'Your listing is verified',
  verifiedNotice: (title: string) =>
    `Our team checked "${title}" and marked it as a Verified listing. Buyers now see the badge on its card and page.`,
} as const;

/** The badge a verified listing carries on its card and page. */
export const VERIFIED_LISTING_LABEL = 'Verified listing';

export const deactivationReasonSchema = z.object({
  reason: z.string().trim().min(10, adminPropertyMessages.reasonRequired).max(500),
});
export type DeactivationReason = z.infer<typeof deactivationReasonSchema>;

// The admin area's decisions (spec §6): approving or rejecting a submitted agent profile, blocking and unblocking
// accounts. The review itself (`agentReviewSchema`, `agentStatusChangeSchema`) lives with the agent in ./agent.
import { z } from './zod';

export const adminMessages = {
  agentApproved: 'Agent approved',
  agentRejected: 'Agent rejected',
  onlySubmittedApproved: 'Only a submitted profile can be approved',
  onlyReviewableRejected: 'Only a submitted or approved profile can be rejected',
  userBlocked: 'User blocked',
  userUnblocked: 'User unblocked',
  cannotBlockYourself: 'You cannot block your own account',
  agentApprovedTitle: 'Your agent profile is approved',
  agentApprovedNotice: 'Congratulations! Your profile is approved. You can now use every part of the agent area.',
  agentApprovedMail:
    'Your agent profile has been approved. You can now list properties and use every part of the agent area.',
  agentRejectedTitle: 'Your agent profile needs changes',
  agentRejectedNotice: (reason: string) =>
    `Our team could not approve your profile yet: ${asSentence(reason)} Update your details and submit again.`,
  agentRejectedMail: (reason: string) =>
    `Our team could not approve your profile yet. Reason: ${asSentence(reason)} Update your details in Settings and submit again.`,
} as const;

/**
 * A reason typed by an admin, ended as one sentence inside a longer message: its own full stop (or ! or ?) is kept,
 * never doubled ('…certificate..'), and one is added when it has none.
 */
export function asSentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** PATCH /api/v1/admin/users/{userId}/block and /unblock: the account and whether it is now blocked. */
export const blockStateSchema = z.object({ _id: z.string(), isBlocked: z.boolean() });
export type BlockState = z.infer<typeof blockStateSchema>;

export const blockResponseSchema = z.object({ data: blockStateSchema, message: z.string() });

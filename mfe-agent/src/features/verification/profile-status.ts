import type { AgentDetails } from '@naija-homes/contracts/agent';
import { messages } from '@naija-homes/contracts/messages';

/** What each profile status means for the agent, under the progress bar. */
export const profileStatusText: Record<AgentDetails['status'], string> = {
  incomplete: 'Complete the four steps below, then submit your profile for review.',
  submitted: 'Your profile is with our team for review. We will notify you by email and in the app.',
  approved: 'Your profile is approved: buyers see the verified badge on your profile and listings.',
  rejected: `${messages.profileNeedsChangesTitle}. Correct the details below and submit again.`,
};

/** Whether Submit Profile is shown: before the first submission and after a rejection. */
export const canResubmit = (status: AgentDetails['status']) => status === 'incomplete' || status === 'rejected';

/** Whether Submit Profile is enabled: every step complete and the profile not with the team already. */
export const canSubmitProfile = (details: Pick<AgentDetails, 'progress' | 'status'>) =>
  details.progress >= 100 && canResubmit(details.status);

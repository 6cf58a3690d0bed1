import { firstIssueMessage } from '@naija-homes/contracts/fields';
import { type ReviewCreate, reviewCreateSchema } from '@naija-homes/contracts/review';

/** What is wrong with a review before it is sent (the contract's message), or null when it may go. */
export function reviewIssue(review: ReviewCreate): string | null {
  const parsed = reviewCreateSchema.safeParse(review);
  return parsed.success ? null : firstIssueMessage(parsed.error);
}

import { firstIssueMessage } from '@naija-homes/contracts/fields';
import { type ReviewCreate, reviewCreateSchema } from '@naija-homes/contracts/review';

/** A problem with a review before it is sent: the contract's message and the field it is about. */
export interface ReviewIssue {
  field: 'text' | 'rating' | null;
  message: string;
}

/** What is wrong with a review before it is sent (the contract's message and its field), or null when it may go. */
export function reviewIssue(review: ReviewCreate): ReviewIssue | null {
  const parsed = reviewCreateSchema.safeParse(review);
  if (parsed.success) return null;
  const message = firstIssueMessage(parsed.error);
  const path = parsed.error.issues.find((issue) => issue.message === message)?.path[0];
  return { field: path === 'text' || path === 'rating' ? path : null, message };
}

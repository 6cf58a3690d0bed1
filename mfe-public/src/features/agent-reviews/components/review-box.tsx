import { useSession } from '@naija-homes/client/queries/session';
import { REVIEW_MIN, REVIEW_NOT_YET, starsText } from '@naija-homes/contracts/review-text';
import { Button } from '@naija-homes/ui-kit/components/button';
import { Card } from '@naija-homes/ui-kit/components/card';
import { FormField } from '@naija-homes/ui-kit/components/form-field';
import { Textarea } from '@naija-homes/ui-kit/components/input';
import { toast } from '@naija-homes/ui-kit/components/toast';
import { useDeferredCheck } from '@naija-homes/ui-kit/hooks/use-deferred-check';
import { LOGIN_PROMPT_EVENT } from '@naija-homes/ui-kit/lib/app-events';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import { deferredModule, SCHEMA_LOAD_FAILED } from '@naija-homes/ui-kit/lib/deferred-module';
import { toastInvalid } from '@naija-homes/ui-kit/lib/form-errors';
import { toastOutcome } from '@naija-homes/ui-kit/lib/toast-outcome';
import { useQuery } from '@tanstack/react-query';
import { StarIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useCreateReview } from '../api/create-review';
import { myReviewQueryOptions } from '../api/get-my-review';
import type { ReviewIssue } from '../review-check';

// The review's schema, and zod with it, loads when a buyer starts on the form: an agent's page has no other use for it.
const reviewCheck = deferredModule(() => import('../review-check'));

/** Shown only to buyers who have not reviewed this agent yet (spec §4); gone once they have. */
export function ReviewBox({ agentId }: { agentId: string }) {
  const { user } = useSession();
  const isBuyer = user?.role === 'BUYER';
  const mine = useQuery({ ...myReviewQueryOptions(agentId), enabled: isBuyer });
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  // Shown the one way every form shows a problem (ui-kit/lib/form-errors.ts): under its field and as the toast.
  const [issue, setIssue] = useState<ReviewIssue | null>(null);
  const ratingMessageId = useId();
  const submission = useDeferredCheck(reviewCheck);
  const submit = useCreateReview(toastOutcome(undefined, 'Review posted'));
  if (!user) {
    return (
      <p className="text-sm text-muted-foreground">
        <Button
          variant="link"
          className="h-auto p-0"
          onClick={() => window.dispatchEvent(new CustomEvent(LOGIN_PROMPT_EVENT))}
        >
          Sign in
        </Button>{' '}
        as a buyer to review this agent.
      </p>
    );
  }
  if (!isBuyer || !mine.data || mine.data.data) return null;
  // Only a buyer who dealt with the agent reviews them (issue 37): the others are told how they can.
  if (!mine.data.canReview) return <p className="text-sm text-muted-foreground">{REVIEW_NOT_YET}</p>;
  const basis = mine.data.basis;
  async function send(event: FormEvent) {
    event.preventDefault();
    const review = { text, rating, agentId };
    if (submit.isPending) return;
    const checked = await submission.start(() => toast.error(SCHEMA_LOAD_FAILED));
    if (!checked) return;
    const found = checked.reviewIssue(review);
    setIssue(found);
    if (found) {
      submission.done();
      toastInvalid(found.message);
      return;
    }
    submit.mutate(review, { onSettled: submission.done });
  }
  return (
    <Card>
      <form onSubmit={send} onFocus={reviewCheck.preload} className="grid gap-3" aria-label="Write a review" noValidate>
        <fieldset
          aria-invalid={issue?.field === 'rating' ? true : undefined}
          aria-describedby={issue?.field === 'rating' ? ratingMessageId : undefined}
        >
          <legend className="text-sm font-medium">Your rating</legend>
          <div className="mt-1 flex gap-1">
            {[1, 2, 3, 4, 5].map((star) => (
              <label key={star} className="cursor-pointer">
                <input
                  type="radio"
                  name="rating"
                  value={star}
                  className="sr-only"
                  checked={rating === star}
                  onChange={() => {
                    setRating(star);
                    if (issue?.field === 'rating') setIssue(null);
                  }}
                />
                <StarIcon
                  aria-hidden="true"
                  className={cn('size-7', star <= rating ? 'fill-accent text-accent' : 'text-border')}
                />
                <span className="sr-only">{starsText(star)}</span>
              </label>
            ))}
          </div>
          {issue?.field === 'rating' ? (
            <p id={ratingMessageId} className="mt-1 text-xs text-destructive">
              {issue.message}
            </p>
          ) : null}
        </fieldset>
        <FormField
          label="Your review"
          error={issue && issue.field !== 'rating' ? issue.message : undefined}
          hint={basis ? `Shown with your review: “${basis}”` : undefined}
        >
          <Textarea
            rows={3}
            maxLength={300}
            minLength={REVIEW_MIN}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              if (issue && issue.field !== 'rating') setIssue(null);
            }}
          />
        </FormField>
        <div>
          <Button type="submit" loading={submit.isPending || submission.checking}>
            Post review
          </Button>
        </div>
      </form>
    </Card>
  );
}

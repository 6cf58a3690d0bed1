import { useSession } from '@naija-homes/client/queries/session';
import { Button } from '@naija-homes/ui-kit/components/button';
import { Card } from '@naija-homes/ui-kit/components/card';
import { Textarea } from '@naija-homes/ui-kit/components/input';
import { toast } from '@naija-homes/ui-kit/components/toast';
import { useDeferredCheck } from '@naija-homes/ui-kit/hooks/use-deferred-check';
import { LOGIN_PROMPT_EVENT } from '@naija-homes/ui-kit/lib/app-events';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import { deferredModule, SCHEMA_LOAD_FAILED } from '@naija-homes/ui-kit/lib/deferred-module';
import { toastOutcome } from '@naija-homes/ui-kit/lib/toast-outcome';
import { useQuery } from '@tanstack/react-query';
import { StarIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useCreateReview } from '../api/create-review';
import { myReviewQueryOptions } from '../api/get-my-review';

// The review's schema, and zod with it, loads when a buyer starts on the form: an agent's page has no other use for it.
const reviewCheck = deferredModule(() => import('../review-check'));

/** Shown only to buyers who have not reviewed this agent yet (spec §4); gone once they have. */
export function ReviewBox({ agentId }: { agentId: string }) {
  const { user } = useSession();
  const isBuyer = user?.role === 'BUYER';
  const mine = useQuery({ ...myReviewQueryOptions(agentId), enabled: isBuyer });
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
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
  if (!isBuyer || mine.isPending || mine.data) return null;
  async function send(event: FormEvent) {
    event.preventDefault();
    const review = { text, rating, agentId };
    if (submit.isPending) return;
    const checked = await submission.start(() => toast.error(SCHEMA_LOAD_FAILED));
    if (!checked) return;
    const issue = checked.reviewIssue(review);
    if (issue) {
      submission.done();
      toast.error(issue);
      return;
    }
    submit.mutate(review, { onSettled: submission.done });
  }
  return (
    <Card>
      <form onSubmit={send} onFocus={reviewCheck.preload} className="grid gap-3" aria-label="Write a review" noValidate>
        <fieldset>
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
                  onChange={() => setRating(star)}
                />
                <StarIcon
                  aria-hidden="true"
                  className={cn('size-7', star <= rating ? 'fill-accent text-accent' : 'text-border')}
                />
                <span className="sr-only">{star} stars</span>
              </label>
            ))}
          </div>
        </fieldset>
        <label htmlFor="review-text" className="text-sm font-medium">
          Your review
        </label>
        <Textarea
          id="review-text"
          rows={3}
          maxLength={300}
          minLength={5}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <div>
          <Button type="submit" loading={submit.isPending || submission.checking}>
            Post review
          </Button>
        </div>
      </form>
    </Card>
  );
}

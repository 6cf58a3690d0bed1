import { formatLagosDate } from '@naija-homes/contracts/format';
import type { Review } from '@naija-homes/contracts/review';
import { REVIEW_REPLY_MAX, reviewReplyIssue } from '@naija-homes/contracts/review-text';
import { Button } from '@naija-homes/ui-kit/components/button';
import { FormField } from '@naija-homes/ui-kit/components/form-field';
import { Textarea } from '@naija-homes/ui-kit/components/input';
import { UserText } from '@naija-homes/ui-kit/components/user-text';
import { toastInvalid } from '@naija-homes/ui-kit/lib/form-errors';
import { toastOutcome } from '@naija-homes/ui-kit/lib/toast-outcome';
import { type FormEvent, useState } from 'react';
import { useReplyToReview } from '../api/reply-to-review';

/** The agent's public answer under a review; to the reviewed agent, a way to write it while there is none. */
export function ReviewReply({ review, viewerIsAgent }: { review: Review; viewerIsAgent: boolean }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reply = useReplyToReview(toastOutcome(undefined, 'Reply posted'));

  if (review.reply) {
    return (
      <div className="ml-4 grid gap-1 border-l-2 border-primary/40 pl-3">
        <p className="text-xs font-medium text-muted-foreground">
          The agent’s reply · {formatLagosDate(review.reply.at)}
        </p>
        <UserText className="text-sm" text={review.reply.text} />
      </div>
    );
  }
  if (!viewerIsAgent) return null;
  if (!open) {
    return (
      <div>
        <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
          Reply publicly
        </Button>
      </div>
    );
  }
  function send(event: FormEvent) {
    event.preventDefault();
    if (reply.isPending) return;
    const trimmed = text.trim();
    const problem = reviewReplyIssue(trimmed);
    setError(problem);
    if (problem) {
      toastInvalid(problem);
      return;
    }
    reply.mutate({ agentId: review.agentId, reviewId: review._id, text: trimmed });
  }
  return (
    <form onSubmit={send} className="ml-4 grid gap-2" aria-label="Reply to this review" noValidate>
      <FormField label="Your public reply (one per review)" error={error ?? undefined}>
        <Textarea
          rows={2}
          maxLength={REVIEW_REPLY_MAX}
          value={text}
          autoFocus
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
        />
      </FormField>
      <div className="flex gap-2">
        <Button type="submit" size="sm" loading={reply.isPending}>
          Post reply
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

import { firstIssueMessage } from '@naija-homes/contracts/fields';
import { formatLagosDate } from '@naija-homes/contracts/format';
import { apiRequest, type DataResponse, LOGIN_PROMPT_EVENT } from '@naija-homes/contracts/http';
import { messages } from '@naija-homes/contracts/messages';
import { type Review, reviewCreateSchema } from '@naija-homes/contracts/review';
import { fetchSession } from '@naija-homes/contracts/session';
import { sessionQueryKey } from '@naija-homes/contracts/user';
import { Avatar } from '@naija-homes/ui-kit/components/avatar';
import { Button } from '@naija-homes/ui-kit/components/button';
import { Card } from '@naija-homes/ui-kit/components/card';
import { EmptyState } from '@naija-homes/ui-kit/components/empty-state';
import { Textarea } from '@naija-homes/ui-kit/components/input';
import { Pagination } from '@naija-homes/ui-kit/components/pagination';
import { toast } from '@naija-homes/ui-kit/components/toast';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { StarIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';

interface ReviewsPage {
  data: Review[];
  totalPages: number;
  averageRating: number;
  reviewCount: number;
}

function Stars({ rating }: { rating: number }) {
  return (
    <span className="flex" role="img" aria-label={`${rating} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon
          key={star}
          aria-hidden="true"
          className={cn('size-4', star <= rating ? 'fill-accent text-accent' : 'text-border')}
        />
      ))}
    </span>
  );
}

export function AgentReviews({ agentId }: { agentId: string }) {
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ['reviews', agentId, page],
    queryFn: () => apiRequest<ReviewsPage>(`/review/agent/all/${agentId}`, { query: { page, limit: 5 } }),
    placeholderData: keepPreviousData,
  });
  return (
    <section aria-labelledby="reviews-heading" className="grid gap-4">
      <h2 id="reviews-heading" className="text-xl font-semibold">
        Ratings and reviews
        {list.data && list.data.reviewCount > 0 ? (
          <span className="ml-2 text-base font-normal text-muted-foreground">
            {list.data.averageRating.toFixed(1)} average · {list.data.reviewCount} reviews
          </span>
        ) : null}
      </h2>
      <ReviewBox agentId={agentId} />
      {list.data?.data.length ? (
        <ul className="grid gap-3">
          {list.data.data.map((review) => (
            <li key={review._id}>
              <Card className="grid gap-2 p-4">
                <div className="flex items-center gap-3">
                  <Avatar name={review.owner.fullName} src={review.owner.photo} className="size-8" />
                  <span className="font-medium">{review.owner.fullName}</span>
                  <span className="ml-auto text-xs text-muted-foreground">{formatLagosDate(review.createdAt)}</span>
                </div>
                <Stars rating={review.rating} />
                <p className="text-sm">{review.text}</p>
              </Card>
            </li>
          ))}
        </ul>
      ) : list.isPending ? null : (
        <EmptyState text={messages.noReviews} />
      )}
      <Pagination page={page} totalPages={list.data?.totalPages ?? 1} onPageChange={setPage} />
    </section>
  );
}

/** Shown only to buyers who have not reviewed this agent yet (spec §4); gone once they have. */
function ReviewBox({ agentId }: { agentId: string }) {
  const client = useQueryClient();
  const { data: user } = useQuery({ queryKey: sessionQueryKey, queryFn: fetchSession });
  const isBuyer = user?.role === 'BUYER';
  const mine = useQuery({
    queryKey: ['reviews', agentId, 'mine'],
    queryFn: () => apiRequest<DataResponse<Review | null>>(`/review/agent/${agentId}/mine`),
    enabled: isBuyer,
  });
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const submit = useMutation({
    mutationFn: () => apiRequest<DataResponse<Review>>('/review/create', { body: { text, rating, agentId } }),
    onSuccess: (response) => {
      toast.success(response.message ?? 'Review posted');
      void client.invalidateQueries({ queryKey: ['reviews', agentId] });
      void client.invalidateQueries({ queryKey: ['agent'] });
    },
    onError: (error) => toast.error(error.message),
  });
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
  if (!isBuyer || mine.isPending || mine.data?.data) return null;
  function send(event: FormEvent) {
    event.preventDefault();
    const parsed = reviewCreateSchema.safeParse({ text, rating, agentId });
    if (!parsed.success) {
      toast.error(firstIssueMessage(parsed.error));
      return;
    }
    submit.mutate();
  }
  return (
    <Card>
      <form onSubmit={send} className="grid gap-3" aria-label="Write a review" noValidate>
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
          <Button type="submit" loading={submit.isPending}>
            Post review
          </Button>
        </div>
      </form>
    </Card>
  );
}

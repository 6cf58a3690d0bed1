import { useSession } from '@naija-homes/client/queries/session';
import { countOf, formatLagosDate } from '@naija-homes/contracts/format';
import { messages } from '@naija-homes/contracts/messages';
import { starsText } from '@naija-homes/contracts/review-text';
import { Avatar } from '@naija-homes/ui-kit/components/avatar';
import { Card } from '@naija-homes/ui-kit/components/card';
import { EmptyState } from '@naija-homes/ui-kit/components/empty-state';
import { Pagination } from '@naija-homes/ui-kit/components/pagination';
import { UserText } from '@naija-homes/ui-kit/components/user-text';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import { useQuery } from '@tanstack/react-query';
import { StarIcon } from 'lucide-react';
import { useState } from 'react';
import { agentReviewsQueryOptions } from '../api/get-agent-reviews';
import { ReviewBox } from './review-box';
import { ReviewReply } from './review-reply';

function Stars({ rating }: { rating: number }) {
  return (
    <span className="flex" role="img" aria-label={`Rated ${starsText(rating)} out of 5`}>
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

/** An agent's ratings and reviews, a page at a time, with the box to write one. */
export function AgentReviews({ agentId }: { agentId: string }) {
  const [page, setPage] = useState(1);
  const list = useQuery(agentReviewsQueryOptions(agentId, page));
  const { user } = useSession();
  const viewerIsAgent = user?._id === agentId;
  return (
    <section aria-labelledby="reviews-heading" className="grid gap-4">
      <h2 id="reviews-heading" className="text-xl font-semibold">
        Ratings and reviews
        {list.data && list.data.reviewCount > 0 ? (
          <span className="ml-2 text-base font-normal text-muted-foreground">
            {list.data.averageRating.toFixed(1)} average · {countOf(list.data.reviewCount, 'review')}
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
                  <div className="grid min-w-0">
                    <span className="font-medium">{review.owner.fullName}</span>
                    {review.source ? (
                      <span className="text-xs text-muted-foreground">{review.source.label}</span>
                    ) : null}
                  </div>
                  <span className="ml-auto shrink-0 text-xs text-muted-foreground">
                    {formatLagosDate(review.createdAt)}
                  </span>
                </div>
                <Stars rating={review.rating} />
                <UserText className="text-sm" text={review.text} />
                <ReviewReply review={review} viewerIsAgent={viewerIsAgent} />
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

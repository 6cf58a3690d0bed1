import { countOf, formatLagosDate } from '@naija-homes/contracts/format';
import { messages } from '@naija-homes/contracts/messages';
import { Avatar } from '@naija-homes/ui-kit/components/avatar';
import { Card } from '@naija-homes/ui-kit/components/card';
import { EmptyState } from '@naija-homes/ui-kit/components/empty-state';
import { Pagination } from '@naija-homes/ui-kit/components/pagination';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import { useQuery } from '@tanstack/react-query';
import { StarIcon } from 'lucide-react';
import { useState } from 'react';
import { agentReviewsQueryOptions } from '../api/get-agent-reviews';
import { ReviewBox } from './review-box';

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

/** An agent's ratings and reviews, a page at a time, with the box to write one. */
export function AgentReviews({ agentId }: { agentId: string }) {
  const [page, setPage] = useState(1);
  const list = useQuery(agentReviewsQueryOptions(agentId, page));
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

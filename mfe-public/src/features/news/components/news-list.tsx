import type { NewsCard } from '@naija-homes/contracts/content';
import { formatLagosDate } from '@naija-homes/contracts/format';
import { messages } from '@naija-homes/contracts/messages';
import { EmptyState } from '@naija-homes/ui-kit/components/empty-state';
import { Pagination } from '@naija-homes/ui-kit/components/pagination';
import { Skeleton } from '@naija-homes/ui-kit/components/skeleton';
import { Link, useSearchParams } from '@naija-homes/ui-kit/lib/router';
import { useQuery } from '@tanstack/react-query';
import { NewspaperIcon } from 'lucide-react';
import { newsQueryOptions } from '../api/get-news';

/** The published articles as cards, newest first, a page at a time (the page number is in the address). */
export function NewsList() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const news = useQuery(newsQueryOptions(page));
  if (news.isPending) {
    return (
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
        {[1, 2, 3, 4, 5, 6].map((key) => (
          <Skeleton key={key} className="h-80" />
        ))}
      </div>
    );
  }
  if (news.isError) {
    return (
      <p role="alert" className="text-destructive">
        {news.error.message}
      </p>
    );
  }
  if (news.data.data.length === 0) return <EmptyState text={messages.noData} />;
  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {news.data.data.map((article) => (
          <li key={article._id}>
            <NewsCardLink article={article} />
          </li>
        ))}
      </ul>
      <Pagination
        className="mt-10"
        page={page}
        totalPages={news.data.totalPages}
        onPageChange={(next) => {
          setParams((current) => {
            if (next > 1) current.set('page', String(next));
            else current.delete('page');
            return current;
          });
          window.scrollTo({ top: 0 });
        }}
      />
    </>
  );
}

function NewsCardLink({ article }: { article: NewsCard }) {
  return (
    <Link
      to={`/property-news/${article.slug}`}
      className="group flex h-full flex-col overflow-hidden rounded-card border border-border bg-surface hover:shadow-md focus-visible:outline-2 focus-visible:outline-primary"
    >
      <NewsCover article={article} className="aspect-[16/9]" />
      <div className="grid flex-1 content-start gap-2 p-4">
        <time dateTime={article.publishedAt} className="text-xs text-muted-foreground">
          {formatLagosDate(article.publishedAt)}
        </time>
        <h2 className="text-lg font-semibold leading-snug group-hover:underline">{article.title}</h2>
        <p className="line-clamp-3 text-sm text-muted-foreground">{article.summary}</p>
      </div>
    </Link>
  );
}

/** The cover photo, or a calm placeholder of the same shape when the article has none. */
export function NewsCover({
  article,
  className,
  eager = false,
}: {
  article: Pick<NewsCard, 'coverPhoto'>;
  className?: string;
  eager?: boolean;
}) {
  const cover = article.coverPhoto;
  if (!cover) {
    return (
      <div className={`grid w-full place-items-center bg-muted text-muted-foreground ${className ?? ''}`}>
        <NewspaperIcon aria-hidden="true" className="size-10" strokeWidth={1.5} />
      </div>
    );
  }
  return (
    <img
      src={cover.url}
      alt=""
      width={cover.width}
      height={cover.height}
      loading={eager ? 'eager' : 'lazy'}
      className={`w-full bg-muted object-cover ${className ?? ''}`}
    />
  );
}

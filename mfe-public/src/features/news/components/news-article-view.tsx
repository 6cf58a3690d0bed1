import { isApiError } from '@naija-homes/client/api-client';
import { formatLagosDate } from '@naija-homes/contracts/format';
import { Button } from '@naija-homes/ui-kit/components/button';
import { Skeleton } from '@naija-homes/ui-kit/components/skeleton';
import { useDocumentTitle } from '@naija-homes/ui-kit/hooks/use-document-title';
import { Link } from '@naija-homes/ui-kit/lib/router';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeftIcon } from 'lucide-react';
import { Container } from '../../../shared/container';
import { NotFound } from '../../../shared/not-found';
import { newsArticleQueryOptions } from '../api/get-news-article';
import { NewsCover } from './news-list';

/** How the article's HTML (rendered and cleaned by the API) is set: headings, lists, links, quotes, tables. */
const bodyStyles = [
  'grid gap-4 leading-relaxed text-foreground/90',
  '[&_h2]:mt-4 [&_h2]:text-2xl [&_h2]:font-semibold [&_h3]:mt-2 [&_h3]:text-xl [&_h3]:font-semibold',
  '[&_h4]:font-semibold [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2',
  '[&_ul]:list-disc [&_ol]:list-decimal [&_ul]:pl-6 [&_ol]:pl-6 [&_li]:mt-1',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-primary/40 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-muted [&_pre]:p-3 [&_code]:text-sm',
  '[&_img]:rounded-card [&_img]:max-w-full [&_hr]:border-border',
  '[&_table]:w-full [&_table]:text-sm [&_th]:border-b [&_th]:border-border [&_th]:p-2 [&_th]:text-left [&_td]:border-b [&_td]:border-border [&_td]:p-2',
].join(' ');

const backLink = (
  <Link to="/property-news" className="inline-flex items-center gap-1 text-sm text-primary hover:underline">
    <ArrowLeftIcon aria-hidden="true" className="size-4" /> All Property News
  </Link>
);

/** One article: back link, title, date, cover and body; the not-found page for an unknown or unpublished slug. */
export function NewsArticleView({ slug }: { slug: string }) {
  const article = useQuery(newsArticleQueryOptions(slug));
  useDocumentTitle(article.isPending ? null : (article.data?.title ?? 'Page not found'));
  if (article.isPending) {
    return (
      <Container className="grid max-w-3xl gap-4">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="aspect-[16/9] w-full" />
        <Skeleton className="h-40 w-full" />
      </Container>
    );
  }
  if (article.isError) {
    return (
      <Container className="grid max-w-3xl justify-items-start gap-4">
        {backLink}
        <p role="alert" className="text-destructive">
          {isApiError(article.error) ? article.error.message : 'Check your connection and try again.'}
        </p>
        <Button type="button" loading={article.isFetching} onClick={() => article.refetch()}>
          Try again
        </Button>
      </Container>
    );
  }
  if (!article.data) return <NotFound />;
  const { data } = article;
  return (
    <Container className="max-w-3xl">
      <article className="grid gap-6">
        <header className="grid gap-3">
          {backLink}
          <h1 className="text-3xl font-bold leading-tight sm:text-4xl">{data.title}</h1>
          <p className="text-sm text-muted-foreground">
            <time dateTime={data.publishedAt}>{formatLagosDate(data.publishedAt)}</time>
            {data.authorName ? ` · ${data.authorName}` : null}
          </p>
        </header>
        {data.coverPhoto ? <NewsCover article={data} eager className="aspect-[16/9] rounded-card" /> : null}
        {/* Safe HTML: the API renders the Markdown with raw HTML escaped and links limited to http(s) and mailto. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned on the server (content/markdown.ts) */}
        <div className={bodyStyles} dangerouslySetInnerHTML={{ __html: data.html }} />
        <footer className="border-t border-border pt-6">{backLink}</footer>
      </article>
    </Container>
  );
}

import { PageHeader } from '@naija-homes/ui-kit/components/page-header';
import { Skeleton } from '@naija-homes/ui-kit/components/skeleton';
import { Link, useSearchParams } from '@naija-homes/ui-kit/lib/router';
import { useQuery } from '@tanstack/react-query';
import { articleQueryOptions } from '../features/news/api/get-article';
import { ArticleEditor } from '../features/news/components/article-editor';
import { NewsTable } from '../features/news/components/news-table';

/** /admin/news: the articles; ?article=new writes one, ?article={id} edits one. */
export function NewsPage() {
  const [params] = useSearchParams();
  const editing = params.get('article');
  if (editing === 'new') {
    return (
      <>
        <PageHeader title="New article" description="Write for the Property News page." />
        <ArticleEditor article={null} />
      </>
    );
  }
  if (editing) return <EditArticle id={editing} />;
  return (
    <>
      <PageHeader title="Property News" description="Articles shown on the Property News page, drafts included." />
      <NewsTable />
    </>
  );
}

function EditArticle({ id }: { id: string }) {
  const article = useQuery(articleQueryOptions(id));
  return (
    <>
      <PageHeader title="Edit article" description="Changes show on the site as soon as they are saved." />
      {article.isPending ? (
        <div className="grid gap-4">
          <Skeleton className="h-10" />
          <Skeleton className="h-20" />
          <Skeleton className="h-80" />
        </div>
      ) : article.isError ? (
        <div className="grid justify-items-start gap-3">
          <p role="alert" className="text-sm text-destructive">
            {article.error.message}
          </p>
          <Link to="/admin/news" className="text-sm text-primary hover:underline">
            All articles
          </Link>
        </div>
      ) : (
        <ArticleEditor key={article.data._id} article={article.data} />
      )}
    </>
  );
}

import {
  type AdminArticle,
  type ArticleStatus,
  articleStatuses,
  contentMessages,
} from '@naija-homes/contracts/content';
import { formatLagosDateTime, orNA } from '@naija-homes/contracts/format';
import { messages } from '@naija-homes/contracts/messages';
import { ConfirmDialog } from '@naija-homes/ui-kit/components/alert-dialog';
import { Button } from '@naija-homes/ui-kit/components/button';
import { DataTable } from '@naija-homes/ui-kit/components/data-table';
import { FilterSelect, filterOptions } from '@naija-homes/ui-kit/components/list-filters';
import { NewTabLink } from '@naija-homes/ui-kit/components/new-tab-link';
import { useListParams } from '@naija-homes/ui-kit/hooks/use-list-params';
import { Link } from '@naija-homes/ui-kit/lib/router';
import { choiceParam } from '@naija-homes/ui-kit/lib/search-params';
import { toastOutcome } from '@naija-homes/ui-kit/lib/toast-outcome';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDeleteArticle } from '../api/delete-article';
import { articlesQueryOptions } from '../api/get-articles';
import { ArticleStatusChip } from './article-status-chip';

const PAGE_SIZE = 10;
const statusLabels: Record<ArticleStatus, string> = {
  draft: 'Drafts',
  scheduled: 'Scheduled',
  published: 'Published',
};

/** Every article with its status; Edit opens the editor, Delete asks first. */
export function NewsTable() {
  const { params, page, update } = useListParams();
  const status = choiceParam(params, 'status', articleStatuses) ?? undefined;
  const articles = useQuery(articlesQueryOptions({ page, limit: PAGE_SIZE, status }));
  const [deleting, setDeleting] = useState<AdminArticle | null>(null);
  const remove = useDeleteArticle(toastOutcome(() => setDeleting(null)));
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <FilterSelect
          label="Filter articles by status"
          className="min-[400px]:w-44"
          value={status ?? ''}
          onChange={(value) => update({ status: value, page: '' })}
          allLabel="All articles"
          options={filterOptions(articleStatuses, statusLabels)}
        />
        <Button asChild>
          <Link to="/admin/news?article=new">New article</Link>
        </Button>
      </div>
      <DataTable
        error={articles.error}
        onRetry={() => void articles.refetch()}
        caption="Property News articles"
        rows={articles.data?.data}
        rowKey={(article) => article._id}
        isLoading={articles.isPending}
        emptyText={messages.noRecord}
        stackOnMobile
        page={page}
        totalPages={articles.data?.totalPages ?? 1}
        onPageChange={(next) => update({ page: next > 1 ? String(next) : '' })}
        columns={[
          {
            key: 'title',
            header: 'Title',
            cell: (article) => (
              <span className="grid min-w-0">
                <span className="font-medium user-text">{article.title}</span>
                {article.status === 'published' ? (
                  <NewTabLink
                    href={`/property-news/${article.slug}`}
                    className="inline-flex items-center gap-1 text-xs text-primary hover:underline"
                    iconClassName="size-3"
                  >
                    View on site
                  </NewTabLink>
                ) : null}
              </span>
            ),
          },
          { key: 'status', header: 'Status', cell: (article) => <ArticleStatusChip status={article.status} /> },
          {
            key: 'published',
            header: 'Publication',
            cell: (article) => orNA(article.publishedAt ? formatLagosDateTime(article.publishedAt) : null),
          },
          { key: 'author', header: 'Author', cell: (article) => orNA(article.authorName) },
          {
            key: 'actions',
            header: 'Actions',
            cell: (article) => (
              <span className="flex gap-2">
                <Button asChild size="sm" variant="outline">
                  <Link to={`/admin/news?article=${article._id}`} aria-label={`Edit ${article.title}`}>
                    Edit
                  </Link>
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  className="text-destructive hover:text-destructive"
                  aria-label={`Delete ${article.title}`}
                  aria-haspopup="dialog"
                  onClick={() => setDeleting(article)}
                >
                  Delete
                </Button>
              </span>
            ),
          },
        ]}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete this article?"
        description={deleting ? contentMessages.articleDeleteConfirm(deleting.title) : undefined}
        confirmText="Delete"
        cancelText="Cancel"
        destructive
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting._id)}
      />
    </>
  );
}

import { EmptyState } from '@naija-homes/ui-kit/components/empty-state';
import { PageHeader } from '@naija-homes/ui-kit/components/page-header';

export function SectionPage({
  title,
  description,
  emptyText,
}: {
  title: string;
  description: string;
  emptyText: string;
}) {
  return (
    <>
      <PageHeader title={title} description={description} />
      <div className="rounded-card border border-border bg-surface">
        <EmptyState text={emptyText} />
      </div>
    </>
  );
}

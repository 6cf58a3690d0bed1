import { messages } from '@naija-homes/contracts/messages';
import { EmptyState } from '@naija-homes/ui-kit/components/empty-state';
import { PageHeader } from '@naija-homes/ui-kit/components/page-header';

export function PropertiesPage() {
  return (
    <>
      <PageHeader title="Properties" description="Every listing on the platform." />
      <div className="rounded-card border border-border bg-surface">
        <EmptyState text={messages.noProperty} />
      </div>
    </>
  );
}

import { COMPARE_MAX } from '@naija-homes/contracts/compare';
import { messages } from '@naija-homes/contracts/messages';
import { Button } from '@naija-homes/ui-kit/components/button';
import { Checkbox } from '@naija-homes/ui-kit/components/checkbox';
import { EmptyState } from '@naija-homes/ui-kit/components/empty-state';
import { PageHeader } from '@naija-homes/ui-kit/components/page-header';
import { Link } from '@naija-homes/ui-kit/lib/router';
import { useState } from 'react';
import { Container } from '../../../shared/container';
import { useCompare } from '../../../shared/hooks/use-compare';
import { useComparedProperties } from '../api/get-compared-properties';
import { type CompareColumn, CompareTable } from './compare-table';

/** The compared listings side by side, or the way to start comparing when there are none. */
export function CompareView() {
  const { items, remove, clear } = useCompare();
  const results = useComparedProperties(items.map((item) => item.slug));
  const [onlyDifferences, setOnlyDifferences] = useState(false);

  if (!items.length) {
    return (
      <Container>
        <PageHeader title="Compare properties" description={`Put up to ${COMPARE_MAX} listings side by side.`} />
        <EmptyState text={messages.noProperty} className="rounded-card border border-dashed border-border">
          <p className="text-sm">Add listings to compare from the search results or a property page.</p>
          <Button asChild variant="outline">
            <Link to="/properties">Browse properties</Link>
          </Button>
        </EmptyState>
      </Container>
    );
  }

  const columns: CompareColumn[] = items.map((item, index) => {
    const result = results[index];
    if (result?.data) return { item, state: 'ready', property: result.data };
    if (result?.data === null) return { item, state: 'gone', property: null };
    return { item, state: result?.isError ? 'error' : 'loading', property: null };
  });

  return (
    <Container className="py-6 sm:py-10">
      <PageHeader
        title="Compare properties"
        description={`${items.length} of ${COMPARE_MAX} listings side by side. Highlighted rows differ.`}
        actions={
          <div className="flex flex-wrap items-center gap-3">
            <label className="flex items-center gap-2 text-sm" htmlFor="only-differences">
              <Checkbox
                id="only-differences"
                checked={onlyDifferences}
                onCheckedChange={(checked) => setOnlyDifferences(checked === true)}
              />
              Only show differences
            </label>
            {items.length < COMPARE_MAX ? (
              <Button asChild variant="outline" size="sm">
                <Link to="/properties">Add more</Link>
              </Button>
            ) : null}
            <Button variant="ghost" size="sm" onClick={clear}>
              Clear all
            </Button>
          </div>
        }
      />
      {items.length === 1 ? (
        <p className="mb-4 rounded-lg bg-muted px-4 py-3 text-sm">
          Add at least one more listing to see the differences.{' '}
          <Link to="/properties" className="font-medium text-primary underline">
            Browse properties
          </Link>
        </p>
      ) : null}
      <CompareTable columns={columns} onRemove={remove} onlyDifferences={onlyDifferences} />
    </Container>
  );
}

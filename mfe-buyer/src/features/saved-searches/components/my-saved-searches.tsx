import {
  savedSearchesQueryOptions,
  useSavedSearchChange,
  useSavedSearchesFollowNotifications,
} from '@naija-homes/client/queries/saved-searches';
import { countOf, formatLagosDate } from '@naija-homes/contracts/format';
import {
  SAVED_SEARCH_NAME_MAX,
  type SavedSearch,
  type SavedSearchFrequency,
  savedSearchFrequencies,
  savedSearchFrequencyLabels,
  savedSearchMessages,
} from '@naija-homes/contracts/saved-search';
import { ConfirmDialog } from '@naija-homes/ui-kit/components/alert-dialog';
import { Button } from '@naija-homes/ui-kit/components/button';
import { CardList } from '@naija-homes/ui-kit/components/card-list';
import { Chip } from '@naija-homes/ui-kit/components/chip';
import { NameChoiceDialog } from '@naija-homes/ui-kit/components/name-choice-dialog';
import { PageHeader } from '@naija-homes/ui-kit/components/page-header';
import { UserText } from '@naija-homes/ui-kit/components/user-text';
import { useListParams } from '@naija-homes/ui-kit/hooks/use-list-params';
import { Link } from '@naija-homes/ui-kit/lib/router';
import { toastOutcome } from '@naija-homes/ui-kit/lib/toast-outcome';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

const frequencyChoices = savedSearchFrequencies.map((value) => ({ value, label: savedSearchFrequencyLabels[value] }));

function checkName(name: string): string | undefined {
  if (!name.trim()) return savedSearchMessages.nameRequired;
  if (name.trim().length > SAVED_SEARCH_NAME_MAX) return savedSearchMessages.nameTooLong;
  return undefined;
}

/** /buyer/saved-searches: the searches I saved, their new matches, and how often I hear of them. */
export function MySavedSearches() {
  const { page, setPage } = useListParams();
  useSavedSearchesFollowNotifications();
  const list = useQuery(savedSearchesQueryOptions(page));
  const [editing, setEditing] = useState<SavedSearch | null>(null);
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);
  const [error, setError] = useState<string | null>(null);
  const change = useSavedSearchChange({
    ...toastOutcome(() => {
      setEditing(null);
      setDeleting(null);
    }),
    onError: (failure) => setError(failure.message),
  });
  const seen = useSavedSearchChange();

  return (
    <>
      <PageHeader
        title="Saved Searches"
        description="Searches you saved, the new homes that match them, and how often we email you."
      />
      <CardList
        query={list}
        label="My saved searches"
        skeletonClassName="h-28"
        page={page}
        onPageChange={setPage}
        empty={
          <Button asChild variant="outline">
            <Link to="/properties">Search homes and save a search</Link>
          </Button>
        }
        renderItem={(search) => (
          <li
            key={search._id}
            className="grid gap-3 rounded-card border border-border bg-surface p-4 sm:grid-cols-[1fr_auto] sm:items-center"
          >
            <div className="grid min-w-0 gap-1">
              <div className="flex flex-wrap items-center gap-2">
                <UserText className="font-medium" text={search.name} />
                {search.newMatches ? (
                  <Chip tone="blue">{countOf(search.newMatches, 'new match', 'new matches')}</Chip>
                ) : (
                  <span className="text-xs text-muted-foreground">No new matches</span>
                )}
              </div>
              <p className="text-sm text-muted-foreground">
                {savedSearchFrequencyLabels[search.frequency]} · saved {formatLagosDate(search.createdAt)}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button asChild size="sm">
                <Link
                  to={`/properties?${search.query}`}
                  onClick={() => seen.mutate({ id: search._id, action: 'seen' })}
                  aria-label={`Open ${search.name}`}
                >
                  Open
                </Link>
              </Button>
              <Button
                size="sm"
                variant="outline"
                aria-haspopup="dialog"
                onClick={() => {
                  setError(null);
                  setEditing(search);
                }}
              >
                Edit
              </Button>
              <Button
                size="sm"
                variant="ghost"
                className="text-destructive"
                aria-haspopup="dialog"
                onClick={() => setDeleting(search)}
              >
                Delete
              </Button>
            </div>
          </li>
        )}
      />
      <NameChoiceDialog<SavedSearchFrequency>
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title="Edit saved search"
        nameLabel="Name"
        initialName={editing?.name ?? ''}
        maxLength={SAVED_SEARCH_NAME_MAX}
        choiceLabel="Email me new matches"
        choices={frequencyChoices}
        initialChoice={editing?.frequency ?? 'instant'}
        confirmText="Save changes"
        busy={change.isPending}
        error={error}
        checkName={checkName}
        onConfirm={(name, frequency) => {
          if (!editing) return;
          setError(null);
          change.mutate({ id: editing._id, action: 'update', body: { name, frequency } });
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this saved search?"
        description={deleting ? `“${deleting.name}” and its alerts will be deleted.` : undefined}
        confirmText="Yes, delete"
        destructive
        busy={change.isPending}
        onConfirm={() => deleting && change.mutate({ id: deleting._id, action: 'delete' })}
      />
    </>
  );
}

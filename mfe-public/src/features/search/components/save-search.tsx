import { useSaveSearch } from '@naija-homes/client/queries/saved-searches';
import { useSession } from '@naija-homes/client/queries/session';
import {
  SAVED_SEARCH_NAME_MAX,
  type SavedSearchFrequency,
  savedSearchFrequencies,
  savedSearchFrequencyLabels,
  savedSearchMessages,
} from '@naija-homes/contracts/saved-search';
import { type PropertySearchQuery, searchToParams } from '@naija-homes/contracts/search';
import { Button } from '@naija-homes/ui-kit/components/button';
import { NameChoiceDialog } from '@naija-homes/ui-kit/components/name-choice-dialog';
import { LOGIN_PROMPT_EVENT } from '@naija-homes/ui-kit/lib/app-events';
import { toastOutcome } from '@naija-homes/ui-kit/lib/toast-outcome';
import { BellPlusIcon } from 'lucide-react';
import { useState } from 'react';

const purposeNames: Record<string, string> = { sale: 'Sale', rent: 'Rent', 'short-let': 'Short-let' };
const frequencyChoices = savedSearchFrequencies.map((value) => ({ value, label: savedSearchFrequencyLabels[value] }));

/** A first name for the search from what it asks for: 'Rent, 3 bed, Lekki'. */
export function suggestedName(query: PropertySearchQuery): string {
  const parts = [
    query.propertyFor ? purposeNames[query.propertyFor] : null,
    query.bedrooms ? `${query.bedrooms}${query.bedrooms >= 5 ? '+' : ''} bed` : null,
    query.city ?? query.state ?? query.search ?? (query.polygon || query.centerLat !== undefined ? 'Map area' : null),
  ].filter(Boolean);
  return (parts.join(', ') || 'All properties').slice(0, SAVED_SEARCH_NAME_MAX);
}

function checkName(name: string): string | undefined {
  if (!name.trim()) return savedSearchMessages.nameRequired;
  if (name.trim().length > SAVED_SEARCH_NAME_MAX) return savedSearchMessages.nameTooLong;
  return undefined;
}

/**
 * "Save search" on the search page: a buyer names the search on screen and picks how often to hear of new homes;
 * a visitor is asked to sign in first and comes back to this same search (the prompt's links carry the page).
 * Agents and admins do not save searches.
 */
export function SaveSearch({ query }: { query: PropertySearchQuery | null }) {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveSearch({
    ...toastOutcome(() => setOpen(false)),
    onError: (failure) => setError(failure.message),
  });
  if (user && user.role !== 'BUYER') return null;
  return (
    <>
      <Button
        variant="outline"
        className="h-11 shrink-0"
        disabled={!query}
        aria-haspopup="dialog"
        // On a phone the bell alone, as the Filters button shows its icon alone: the name stays for everyone.
        aria-label="Save search"
        onClick={() => {
          if (!user) {
            window.dispatchEvent(new CustomEvent(LOGIN_PROMPT_EVENT));
            return;
          }
          setError(null);
          setOpen(true);
        }}
      >
        <BellPlusIcon aria-hidden="true" />
        <span className="hidden sm:inline">Save search</span>
      </Button>
      {user && query ? (
        <NameChoiceDialog<SavedSearchFrequency>
          open={open}
          onOpenChange={setOpen}
          title="Save this search"
          description="We will tell you about new homes that match it, by email and in your notifications."
          nameLabel="Name"
          initialName={suggestedName(query)}
          maxLength={SAVED_SEARCH_NAME_MAX}
          choiceLabel="Email me new matches"
          choices={frequencyChoices}
          initialChoice="instant"
          confirmText="Save search"
          busy={save.isPending}
          error={error}
          checkName={checkName}
          onConfirm={(name, frequency) => {
            setError(null);
            save.mutate({ name, frequency, query: searchToParams(query).toString() });
          }}
        />
      ) : null}
    </>
  );
}

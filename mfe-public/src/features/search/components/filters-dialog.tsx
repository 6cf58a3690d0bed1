import { propertyForOptions } from '@naija-homes/contracts/enums';
import { purposeLabels } from '@naija-homes/contracts/property-options';
import { filterKeys } from '@naija-homes/contracts/search';
import { Button } from '@naija-homes/ui-kit/components/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@naija-homes/ui-kit/components/dialog';
import { toastInvalid } from '@naija-homes/ui-kit/lib/form-errors';
import { AlertCircleIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import {
  commercialOnly,
  draftFromRaw,
  draftText,
  draftToPatch,
  type FilterDraft,
  type FilterKey,
  rentOnly,
  residentialOnly,
} from '../filter-draft';
import { firstIssue, parseSearch, type RawSearch, type SearchPatch } from '../search-logic';
import { ChoiceChips, FilterGroup, toOptions } from './filter-fields';
import { CommercialGroups, PriceAndSizeGroup, PropertyGroup, RentGroup, ResidentialGroups } from './filter-groups';

/** A column with a scrolling middle; full screen on a phone, where the filters need all the room there is. */
const dialogLayout =
  'flex flex-col gap-0 p-0 sm:max-w-2xl max-sm:inset-0 max-sm:h-dvh max-sm:max-h-none max-sm:w-full max-sm:max-w-none max-sm:translate-none max-sm:rounded-none';

const roomKeys = new Set<FilterKey>(['bedrooms', 'bathrooms']);

interface FiltersDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  raw: RawSearch;
  onApply: (patch: SearchPatch) => void;
  /** Where the focus goes when the dialog closes (it has no trigger of its own to return to). */
  onCloseAutoFocus: (event: Event) => void;
}

/** The Filters modal (spec §2): edits a draft, checks it with the API's schema, then applies it all at once. */
export function FiltersDialog({ open, onOpenChange, raw, onApply, onCloseAutoFocus }: FiltersDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        aria-describedby="filters-description"
        className={dialogLayout}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        {/* Mounted only while open, so every opening starts from the search on screen. */}
        {open ? <FiltersForm raw={raw} onApply={onApply} onClose={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function FiltersForm({
  raw,
  onApply,
  onClose,
}: {
  raw: RawSearch;
  onApply: FiltersDialogProps['onApply'];
  onClose: () => void;
}) {
  const [draft, setDraft] = useState<FilterDraft>(() => draftFromRaw(raw));
  // The listing status of the Filters modal (spec §3): for sale, for rent or short-let, as the purpose switch.
  const [purpose, setPurpose] = useState(typeof raw.propertyFor === 'string' ? raw.propertyFor : '');
  const [error, setError] = useState<{ message: string; field: string | null } | null>(null);
  const category = draftText(draft, 'propertyCategory');
  const isRent = purpose === 'rent';

  function set(key: FilterKey, value: string | string[]) {
    setError(null);
    setDraft((current) => ({ ...current, [key]: value }));
  }

  function setCategory(value: string) {
    setError(null);
    setDraft((current) => {
      const next: FilterDraft = { ...current, propertyCategory: value, propertyType: [] };
      // The other category's filters would match nothing (offices have no bedrooms), so they go.
      for (const key of value === 'commercial' ? residentialOnly : value === 'residential' ? commercialOnly : [])
        delete next[key];
      // With no category, bedrooms and bathrooms stay (most searches are for homes); the rest needs a category.
      if (!value) for (const key of [...residentialOnly, ...commercialOnly]) if (!roomKeys.has(key)) delete next[key];
      return next;
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const candidate: FilterDraft = { ...draft };
    if (!isRent) for (const key of rentOnly) delete candidate[key];
    const patch: SearchPatch = { ...draftToPatch(candidate), propertyFor: purpose || undefined };
    const merged: RawSearch = { ...raw };
    for (const key of filterKeys) delete merged[key];
    delete merged.propertyFor;
    for (const [key, value] of Object.entries(patch)) {
      if (value !== undefined && value !== '' && !(Array.isArray(value) && !value.length)) merged[key] = value;
    }
    delete merged.page;
    const result = parseSearch(merged);
    if (!result.success) {
      const issue = firstIssue(result.error);
      setError(issue);
      // As every form shows a problem (spec §8): the toast, besides the message beside Apply and the marked field.
      toastInvalid(issue.message);
      return;
    }
    onApply(patch);
    onClose();
  }

  const groupProps = { draft, set, invalid: error?.field ?? null };
  return (
    <form onSubmit={submit} className="flex min-h-0 flex-1 flex-col" noValidate>
      <DialogHeader className="border-b border-border px-5 py-4 sm:px-6">
        <DialogTitle>Filters</DialogTitle>
        <DialogDescription id="filters-description">Narrow the listings down to what you need.</DialogDescription>
      </DialogHeader>
      <div className="grid min-h-0 flex-1 content-start gap-5 overflow-y-auto px-5 py-5 sm:px-6">
        <FilterGroup title="Listing status">
          <ChoiceChips
            legend="Listed for"
            name="propertyFor"
            options={toOptions(propertyForOptions, (value) => purposeLabels[value as keyof typeof purposeLabels])}
            value={purpose}
            onChange={(value) => {
              setError(null);
              setPurpose(value);
            }}
          />
        </FilterGroup>
        <PropertyGroup {...groupProps} onCategory={setCategory} />
        <PriceAndSizeGroup
          {...groupProps}
          residential={category === 'residential'}
          commercial={category === 'commercial'}
        />
        {isRent ? <RentGroup {...groupProps} /> : null}
        {category === 'residential' ? <ResidentialGroups {...groupProps} /> : null}
        {category === 'commercial' ? <CommercialGroups {...groupProps} /> : null}
        {category ? null : (
          <p className="rounded-lg bg-muted px-4 py-3 text-sm text-muted-foreground">
            Choose residential or commercial above for more filters (parking, features, distances).
          </p>
        )}
      </div>
      <div className="grid gap-3 border-t border-border px-5 py-4 sm:px-6">
        {error ? (
          <p role="alert" className="flex items-start gap-2 text-sm text-destructive">
            <AlertCircleIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {error.message}
          </p>
        ) : null}
        <div className="flex gap-3 sm:justify-end">
          <Button
            type="button"
            variant="outline"
            className="flex-1 sm:flex-none"
            onClick={() => {
              setError(null);
              setDraft({});
              setPurpose('');
            }}
          >
            Reset
          </Button>
          <Button type="submit" className="flex-1 sm:flex-none">
            Apply
          </Button>
        </div>
      </div>
    </form>
  );
}

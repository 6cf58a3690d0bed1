import { editorSteps, type PropertyCategory } from '@naija-homes/contracts/property-options';
import { useUnsavedChanges } from '@naija-homes/ui-kit/hooks/use-unsaved-changes';
import { useSearchParams } from '@naija-homes/ui-kit/lib/router';
import { useCallback, useEffect } from 'react';
import { stepFrom } from '../editor-steps';

/**
 * The wizard's position in the URL (?step=0..4&propertyCategory=…). Leaving a step with unsaved changes asks
 * first, by the same guard that holds back the page's links, Back and reload (`guard`, shown with
 * UnsavedChangesDialog); after a save the move is forced.
 */
export function useStepNavigation(category: PropertyCategory | undefined) {
  const [params, setParams] = useSearchParams();
  const step = stepFrom(params.get('step'));
  const guard = useUnsavedChanges();
  const { confirmLeave } = guard;

  const showStep = useCallback(
    (next: number) => {
      setParams((current) => {
        const search = new URLSearchParams(current);
        search.set('step', String(next));
        if (category) search.set('propertyCategory', category);
        return search;
      });
    },
    [setParams, category],
  );

  /** Moves to another step; `force` skips the unsaved-changes question (after a save). */
  const goTo = useCallback(
    (next: number, options?: { force?: boolean }) => {
      if (next < 0 || next >= editorSteps.length || next === step) return;
      if (options?.force) showStep(next);
      else confirmLeave(() => showStep(next));
    },
    [showStep, step, confirmLeave],
  );

  // The URL names the category the listing really has (the dialog's link may predate a change).
  useEffect(() => {
    if (category && params.get('propertyCategory') !== category) {
      setParams(
        (current) => {
          const search = new URLSearchParams(current);
          search.set('propertyCategory', category);
          return search;
        },
        { replace: true },
      );
    }
  }, [category, params, setParams]);

  return { step, goTo, onDirtyChange: guard.setDirty, guard };
}

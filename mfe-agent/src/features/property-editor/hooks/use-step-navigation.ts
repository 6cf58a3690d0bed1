import { editorSteps, type PropertyCategory } from '@naija-homes/contracts/property-options';
import { useSearchParams } from '@naija-homes/ui-kit/lib/router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { stepFrom } from '../editor-steps';

/**
 * The wizard's position in the URL (?step=0..4&propertyCategory=…). Leaving a step with unsaved changes asks
 * first (`leaveTo` is the step asked about); after a save the move is forced.
 */
export function useStepNavigation(category: PropertyCategory | undefined) {
  const [params, setParams] = useSearchParams();
  const step = stepFrom(params.get('step'));
  const dirty = useRef(false);
  const [leaveTo, setLeaveTo] = useState<number | null>(null);

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
      if (dirty.current && !options?.force) setLeaveTo(next);
      else showStep(next);
    },
    [showStep, step],
  );

  const onDirtyChange = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);

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

  return {
    step,
    goTo,
    onDirtyChange,
    leaveTo,
    /** Stays on the step (the question was declined). */
    stay: () => setLeaveTo(null),
    /** Leaves without saving. */
    leave: () => {
      const next = leaveTo;
      setLeaveTo(null);
      dirty.current = false;
      if (next !== null) showStep(next);
    },
  };
}

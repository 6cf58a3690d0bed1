import { editablePropertyFields, type Property, type PropertyUpdate } from '@naija-homes/contracts/property';
import { toast } from '@naija-homes/ui-kit/components/toast';
import { firstErrorMessage, toastInvalid } from '@naija-homes/ui-kit/lib/form-errors';
import { type FormEvent, useEffect, useState } from 'react';
import { type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { useUpdateProperty } from '../api/update-property';
import { buildPatch, type FormValue, type FormValues, formValuesOf } from '../form-values';
import { missingItemsOf } from '../missing-items';
import { contractErrorKey, type PatchContext, patchResolver, type StepCheck, type StepFields } from '../patch-resolver';

export interface StepFormOptions {
  property: Property;
  /** The fields the step sends (they may depend on the values, e.g. rent-only fields). */
  fieldsFor: StepFields;
  /** Rules beyond the contract (dates relative to today and to each other). */
  check?: StepCheck;
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * One step's react-hook-form: values as typed, validated by the contract on what changed among the step's fields
 * (the message beside its field, which takes the focus), saved with PATCH; the server's message shows as a toast.
 * Changes are measured like the API sees them ('100.00' is still 100), so only a real change counts as unsaved.
 */
export function useStepForm({ property, fieldsFor, check, onDirtyChange }: StepFormOptions) {
  const [initial, setInitial] = useState(() => formValuesOf(property));
  const form = useForm<FormValues, PatchContext, PropertyUpdate>({
    defaultValues: initial,
    context: { initial },
    resolver: patchResolver(fieldsFor, check),
    // A message stays until its field changes or the step is saved again, as the API would answer.
    reValidateMode: 'onSubmit',
  });
  const values = useWatch({ control: form.control });
  const dirty = Object.keys(buildPatch(fieldsFor(values), initial, values)).length > 0;
  const update = useUpdateProperty(property._id);

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  /** Sets several fields at once (a chosen place, a new minimum stay that clears the maximum). */
  function setValues(next: FormValues) {
    const names = editablePropertyFields.filter((name) => next[name] !== undefined);
    for (const name of names) form.setValue(name, next[name]);
    form.clearErrors(names);
  }

  /** The field's message stays beside it; the spec's toast (§8) says it too, or the contract's message of no field. */
  function onInvalid(errors: FieldErrors<FormValues>) {
    toastInvalid(errors.root?.[contractErrorKey]?.message ?? firstErrorMessage(errors));
  }

  /** The form's submit handler: nothing changed moves on; otherwise validate, save, then `onSaved`. */
  function submit(onSaved: () => void) {
    return (event: FormEvent<HTMLFormElement>) => {
      if (!dirty) {
        event.preventDefault();
        onSaved();
        return;
      }
      void form.handleSubmit(async (changes) => {
        try {
          const response = await update.mutateAsync(changes);
          const next = formValuesOf(response.data);
          setInitial(next);
          form.reset(next);
          toast.success(response.message);
          onSaved();
        } catch (failure) {
          const missing = missingItemsOf(failure);
          toast.error(
            failure instanceof Error ? failure.message : 'Could not save the property',
            missing.length ? { description: `Missing: ${missing.join(', ')}` } : undefined,
          );
        }
      }, onInvalid)(event);
    };
  }

  return {
    form,
    values,
    dirty,
    saving: update.isPending,
    submit,
    setValues,
    text: (name: keyof FormValues): string => {
      const value: FormValue | undefined = values[name];
      return typeof value === 'string' ? value : '';
    },
  };
}

export type StepForm = ReturnType<typeof useStepForm>;

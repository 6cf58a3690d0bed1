import type { EditablePropertyField, Property } from '@naija-homes/contracts/property';
import { toast } from '@naija-homes/ui-kit/components/toast';
import { useEffect, useRef, useState } from 'react';
import {
  buildPatch,
  type FieldError,
  type FormValue,
  type FormValues,
  formValuesOf,
  validatePatch,
} from './form-values';
import { PropertyRequestError } from './upload';
import { useUpdateProperty } from './use-property';

export interface StepForm {
  values: FormValues;
  text: (field: EditablePropertyField) => string;
  list: (field: EditablePropertyField) => string[];
  set: (field: EditablePropertyField, value: FormValue) => void;
  /** Sets several fields at once (e.g. a new minimum stay clears the maximum). */
  patch: (values: FormValues) => void;
  errorFor: (field: EditablePropertyField) => string | undefined;
  dirty: boolean;
  saving: boolean;
  /** Validates and sends what changed; resolves true when there is nothing left to save. */
  save: () => Promise<boolean>;
  formRef: React.RefObject<HTMLFormElement | null>;
}

/**
 * One step's form: values as typed, the PATCH of what changed among `fields` (which may depend on the values,
 * e.g. rent-only fields), the contract's validation shown beside the field and the server's message as a toast.
 */
export function useStepForm(
  property: Property,
  fieldsFor: (values: FormValues) => readonly EditablePropertyField[],
  onDirtyChange: (dirty: boolean) => void,
  /** Rules beyond the field schemas (dates relative to today and to each other). */
  check?: (changes: Record<string, unknown>, values: FormValues) => FieldError | null,
): StepForm {
  const [initial, setInitial] = useState(() => formValuesOf(property));
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<FieldError | null>(null);
  const formRef = useRef<HTMLFormElement | null>(null);
  const update = useUpdateProperty(property._id);
  const fields = fieldsFor(values);
  const changes = buildPatch(fields, initial, values);
  const dirty = Object.keys(changes).length > 0;

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);
  useEffect(() => {
    // The field the message belongs to gets the focus, so keyboard and screen reader users land on it.
    if (error) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [error]);

  const clearErrorOf = (names: string[]) =>
    setError((current) => (current && names.includes(current.field) ? null : current));

  return {
    values,
    text: (field) => {
      const value = values[field];
      return typeof value === 'string' ? value : '';
    },
    list: (field) => {
      const value = values[field];
      return Array.isArray(value) ? value : [];
    },
    set: (field, value) => {
      setValues((current) => ({ ...current, [field]: value }));
      clearErrorOf([field]);
    },
    patch: (next) => {
      setValues((current) => ({ ...current, ...next }));
      clearErrorOf(Object.keys(next));
    },
    errorFor: (field) => (error?.field === field ? error.message : undefined),
    dirty,
    saving: update.isPending,
    formRef,
    save: async () => {
      if (!dirty) return true;
      const problem = validatePatch(changes) ?? check?.(changes, values) ?? null;
      if (problem) {
        setError(problem);
        if (!fields.includes(problem.field as EditablePropertyField)) toast.error(problem.message);
        return false;
      }
      setError(null);
      try {
        const response = await update.mutateAsync(changes);
        const next = formValuesOf(response.data);
        setInitial(next);
        setValues(next);
        toast.success(response.message ?? 'Property saved');
        return true;
      } catch (failure) {
        const message = failure instanceof Error ? failure.message : 'Could not save the property';
        const missing = failure instanceof PropertyRequestError ? failure.missing : [];
        toast.error(message, missing.length ? { description: `Missing: ${missing.join(', ')}` } : undefined);
        return false;
      }
    },
  };
}

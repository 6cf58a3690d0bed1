// The editor's field widgets, bound to the step's react-hook-form (through FormProvider): each is labelled, shows
// its hint or its error beside it and marks required fields with the ui-kit's asterisk. Typing in a field clears
// its message; the next save checks again.
import type { EditablePropertyField, Property } from '@naija-homes/contracts/property';
import { optionLabel } from '@naija-homes/contracts/property-options';
import { Button } from '@naija-homes/ui-kit/components/button';
import { Card } from '@naija-homes/ui-kit/components/card';
import { Checkbox } from '@naija-homes/ui-kit/components/checkbox';
import { FormField } from '@naija-homes/ui-kit/components/form-field';
import { Input, Textarea } from '@naija-homes/ui-kit/components/input';
import { NairaInput } from '@naija-homes/ui-kit/components/naira-input';
import { Select } from '@naija-homes/ui-kit/components/select';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { FormProvider, useController, useFormContext } from 'react-hook-form';
import type { FormValue, FormValues } from '../form-values';
import type { StepForm } from '../hooks/use-step-form';

/** What the editor hands every step. */
export interface StepProps {
  property: Property;
  step: number;
  /** Moves to another step; `force` skips the unsaved-changes question (after a save). */
  goTo: (step: number, options?: { force?: boolean }) => void;
  onDirtyChange: (dirty: boolean) => void;
}

interface FieldProps {
  name: EditablePropertyField;
  label: string;
  required?: boolean;
  hint?: string;
  className?: string;
}

/** A field of the step's form: its value as text or list, its message, and a setter that clears the message. */
function useEditorField(name: EditablePropertyField) {
  const { field, fieldState } = useController<FormValues, EditablePropertyField>({ name });
  const { clearErrors } = useFormContext<FormValues>();
  return {
    field,
    error: fieldState.error?.message,
    text: typeof field.value === 'string' ? field.value : '',
    list: Array.isArray(field.value) ? field.value : [],
    set: (value: FormValue) => {
      field.onChange(value);
      clearErrors(name);
    },
  };
}

/** A titled group of fields: one column on phones, two from 768 px. */
export function FormSection({
  title,
  description,
  single = false,
  children,
}: {
  title: string;
  description?: ReactNode;
  /** One column at every width (media blocks). */
  single?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card role="region" aria-labelledby={id} className="grid min-w-0 grid-cols-1 gap-4">
      <div className="grid gap-1">
        <h3 id={id} className="font-semibold">
          {title}
        </h3>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      <div className={cn('grid grid-cols-1 gap-4', single ? null : 'md:grid-cols-2')}>{children}</div>
    </Card>
  );
}

type InputProps = Omit<ComponentProps<'input'>, 'name' | 'value' | 'onChange' | 'prefix' | 'form' | 'ref'>;

export function TextField({
  name,
  label,
  required,
  hint,
  className,
  sanitize,
  prefix,
  ...inputProps
}: FieldProps & InputProps & { sanitize?: (value: string) => string; prefix?: string }) {
  const { field, error, text, set } = useEditorField(name);
  const props = {
    ...inputProps,
    ref: field.ref,
    name,
    value: text,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      set(sanitize ? sanitize(event.target.value) : event.target.value),
  };
  return (
    <FormField label={label} required={required} error={error} hint={hint} className={cn('content-start', className)}>
      {prefix ? <PrefixedInput prefix={prefix} {...props} /> : <Input {...props} />}
    </FormField>
  );
}

/** A ₦ amount (price, deposit, fees) by the one money rule: ui-kit's NairaInput keeps what is typed. */
export function MoneyField({ name, label, required, hint, className }: FieldProps) {
  const { field, error, text, set } = useEditorField(name);
  return (
    <FormField label={label} required={required} error={error} hint={hint} className={cn('content-start', className)}>
      <NairaInput ref={field.ref} name={name} value={text} onValueChange={set} onBlur={field.onBlur} />
    </FormField>
  );
}

/** An input with a fixed prefix (₦); FormField's id and aria props land on the input itself. */
function PrefixedInput({ prefix, className, ...props }: ComponentProps<'input'> & { prefix: string }) {
  return (
    <div className="relative">
      <span
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted-foreground"
      >
        {prefix}
      </span>
      <Input {...props} className={cn('pl-8', className)} />
    </div>
  );
}

/** A date input; `onValue` replaces the plain setter (a new minimum stay also clears the maximum). */
export function DateField({
  name,
  label,
  hint,
  min,
  disabled,
  onValue,
}: Omit<FieldProps, 'required' | 'className'> & {
  min?: string;
  disabled?: boolean;
  onValue?: (value: string) => void;
}) {
  const { field, error, text, set } = useEditorField(name);
  return (
    <FormField label={label} error={error} hint={hint} className="content-start">
      <Input
        ref={field.ref}
        type="date"
        min={min}
        disabled={disabled}
        value={text}
        onChange={(event) => (onValue ? onValue(event.target.value) : set(event.target.value))}
      />
    </FormField>
  );
}

export function TextAreaField({ name, label, required, hint, className }: FieldProps) {
  const { field, error, text, set } = useEditorField(name);
  return (
    <FormField label={label} required={required} error={error} hint={hint} className={cn('content-start', className)}>
      <Textarea ref={field.ref} name={name} rows={3} value={text} onChange={(event) => set(event.target.value)} />
    </FormField>
  );
}

export function SelectField({
  name,
  label,
  required,
  hint,
  className,
  options,
  placeholder = 'Select an option',
  labelOf = optionLabel,
}: FieldProps & {
  options: readonly string[];
  placeholder?: string;
  labelOf?: (value: string) => string;
}) {
  const { field, error, text, set } = useEditorField(name);
  return (
    <FormField label={label} required={required} error={error} hint={hint} className={cn('content-start', className)}>
      <Select ref={field.ref} name={name} value={text} onChange={(event) => set(event.target.value)}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {labelOf(option)}
          </option>
        ))}
      </Select>
    </FormField>
  );
}

/** A multiple choice as checkboxes in a labelled group (spans both columns). */
export function CheckboxGroup({
  name,
  label,
  hint,
  options,
}: Omit<FieldProps, 'required' | 'className'> & { options: readonly string[] }) {
  const { error, list, set } = useEditorField(name);
  const messageId = useId();
  return (
    <fieldset
      className="min-w-0 md:col-span-2"
      aria-describedby={error || hint ? messageId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-2 text-sm font-medium">{label}</legend>
      <div className="grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
        {options.map((option, index) => (
          <div key={option} className="flex min-h-8 items-center gap-2 text-sm">
            <Checkbox
              id={`${messageId}-${index}`}
              value={option}
              checked={list.includes(option)}
              onCheckedChange={(checked) =>
                set(checked === true ? [...list, option] : list.filter((value) => value !== option))
              }
            />
            <label htmlFor={`${messageId}-${index}`} className="cursor-pointer">
              {optionLabel(option)}
            </label>
          </div>
        ))}
      </div>
      {error || hint ? (
        <p id={messageId} className={cn('mt-1 text-xs', error ? 'text-destructive' : 'text-muted-foreground')}>
          {error ?? hint}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Back, Next (without saving) and Save and continue; on phones the primary action comes first. */
export function StepFooter({
  step,
  goTo,
  saving,
  dirty,
}: Pick<StepProps, 'step' | 'goTo'> & { saving: boolean; dirty: boolean }) {
  return (
    <div className="flex flex-col gap-2 border-t border-border pt-4 sm:flex-row sm:items-center">
      {dirty ? (
        <p className="text-center text-xs text-muted-foreground sm:order-2 sm:ml-auto" role="status">
          Unsaved changes
        </p>
      ) : null}
      <Button type="submit" loading={saving} className="sm:order-4">
        Save and continue
      </Button>
      <Button
        type="button"
        variant="ghost"
        disabled={saving}
        onClick={() => goTo(step + 1)}
        className={cn('sm:order-3', dirty ? null : 'sm:ml-auto')}
      >
        Next
      </Button>
      <Button
        type="button"
        variant="outline"
        disabled={step === 0 || saving}
        onClick={() => goTo(step - 1)}
        className="sm:order-1"
      >
        Back
      </Button>
    </div>
  );
}

/**
 * The form element of a step, providing its form to the fields. No native validation bubbles: the contract's
 * messages show instead.
 */
export function StepFormElement({
  stepForm,
  label,
  onSaved,
  children,
}: {
  stepForm: StepForm;
  label: string;
  onSaved: () => void;
  children: ReactNode;
}) {
  return (
    <FormProvider {...stepForm.form}>
      <form
        noValidate
        aria-label={label}
        className="grid min-w-0 grid-cols-1 gap-5"
        onSubmit={stepForm.submit(onSaved)}
      >
        {children}
      </form>
    </FormProvider>
  );
}

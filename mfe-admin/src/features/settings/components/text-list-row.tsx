import { Button } from '@naija-homes/ui-kit/components/button';
import { Input } from '@naija-homes/ui-kit/components/input';
import { Trash2Icon } from 'lucide-react';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * One row of an editable list of texts in a settings form (a hidden footer path, a plan card's point): its input,
 * named for screen readers, a remove button, and its own error under it, tied to the input.
 */
export function TextListRow({
  label,
  removeLabel,
  error,
  onRemove,
  field,
  placeholder,
  inputClassName,
}: {
  label: string;
  removeLabel: string;
  error: string | undefined;
  onRemove: () => void;
  /** The row's field, as react-hook-form's `register` gives it. */
  field: UseFormRegisterReturn;
  placeholder?: string;
  inputClassName?: string;
}) {
  const errorId = useId();
  return (
    <li className="grid gap-1">
      <div className="flex gap-2">
        <Input
          aria-label={label}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          placeholder={placeholder}
          className={inputClassName}
          {...field}
        />
        <Button type="button" variant="ghost" size="icon" aria-label={removeLabel} onClick={onRemove}>
          <Trash2Icon />
        </Button>
      </div>
      {error ? (
        <p id={errorId} className="text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </li>
  );
}

import { Label } from '@naija-homes/ui-kit/components/label';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import { cloneElement, type ReactElement, useId } from 'react';

interface FormFieldProps {
  label: string;
  /** The control; it receives id, aria-invalid and aria-describedby. */
  children: ReactElement<{
    id?: string;
    'aria-invalid'?: boolean;
    'aria-describedby'?: string;
    'aria-required'?: boolean;
  }>;
  error?: string;
  hint?: string;
  required?: boolean;
  className?: string;
}

/** Label + control + hint/error, wired for screen readers. */
export function FormField({ label, children, error, hint, required, className }: FormFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error ?? hint;
  return (
    <div data-slot="form-field" className={cn('grid gap-1.5', className)}>
      {/* The marker stays outside the label so the field's accessible name is exactly `label`. */}
      <div className="flex gap-1">
        <Label htmlFor={id}>{label}</Label>
        {required ? (
          <span aria-hidden="true" className="text-sm text-destructive">
            *
          </span>
        ) : null}
      </div>
      {cloneElement(children, {
        id,
        'aria-required': required || undefined,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': message ? messageId : undefined,
      })}
      {message ? (
        <p id={messageId} className={cn('text-xs', error ? 'text-destructive' : 'text-muted-foreground')}>
          {message}
        </p>
      ) : null}
    </div>
  );
}

import { Textarea } from '@naija-homes/ui-kit/components/input';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import type { ComponentProps, ReactNode } from 'react';

type MessageTextareaProps = Omit<ComponentProps<'textarea'>, 'value' | 'onChange' | 'maxLength' | 'id'> & {
  id: string;
  value: string;
  onValueChange: (value: string) => void;
  maxLength: number;
  /** Enter calls it (Shift+Enter starts a new line; nothing while an input method is composing). */
  onEnter: () => void;
  /** Shown under the box in place of the hint, as an alert. */
  error?: string | null;
  hint?: ReactNode;
};

/** A box for a short message: a character counter under it, and Enter sends. */
export function MessageTextarea({
  id,
  value,
  onValueChange,
  maxLength,
  onEnter,
  error,
  hint,
  className,
  ...props
}: MessageTextareaProps) {
  return (
    <div className="grid min-w-0 flex-1 gap-1">
      <Textarea
        id={id}
        value={value}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-note`}
        className={cn('resize-none', className)}
        onChange={(event) => onValueChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            onEnter();
          }
        }}
        {...props}
      />
      <div id={`${id}-note`} className="flex justify-between gap-2 text-xs">
        <span role={error ? 'alert' : undefined} className={error ? 'text-destructive' : 'text-muted-foreground'}>
          {error ?? hint}
        </span>
        <span className={cn('shrink-0 text-muted-foreground', value.length >= maxLength && 'text-destructive')}>
          {value.length}/{maxLength}
        </span>
      </div>
    </div>
  );
}

import { Input } from '@naija-homes/ui-kit/components/input';
import { Spinner } from '@naija-homes/ui-kit/components/spinner';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import { type ReactNode, useId, useState } from 'react';

export interface ComboboxProps<Item> {
  label: string;
  /** The label is read to screen readers only (a search box whose placeholder says it all). */
  hideLabel?: boolean;
  /** What is typed. */
  value: string;
  onValueChange: (text: string) => void;
  /** The suggestions for what is typed. */
  items: readonly Item[];
  itemKey: (item: Item) => string;
  renderItem: (item: Item) => ReactNode;
  onChoose: (item: Item) => void;
  /** The listbox's accessible name, e.g. 'Places in Nigeria'. */
  listLabel: string;
  placeholder?: string;
  busy?: boolean;
  hint?: ReactNode;
  error?: string | null;
  /** Shown under the box when the text found nothing (null while nothing was looked up). */
  emptyText?: string | null;
  /** A button or two at the end of the box (clear, locate). */
  trailing?: ReactNode;
  className?: string;
  inputClassName?: string;
}

/**
 * A text box with suggestions in the ARIA 1.2 combobox pattern: arrows move through the list, Enter chooses,
 * Escape closes, and the input keeps focus (aria-activedescendant), so it works with a keyboard and screen readers.
 */
export function Combobox<Item>({
  label,
  hideLabel = false,
  value,
  onValueChange,
  items,
  itemKey,
  renderItem,
  onChoose,
  listLabel,
  placeholder,
  busy = false,
  hint,
  error,
  emptyText,
  trailing,
  className,
  inputClassName,
}: ComboboxProps<Item>) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const hintId = useId();
  const inputId = useId();
  const expanded = open && items.length > 0;

  function choose(item: Item) {
    setOpen(false);
    setActive(-1);
    onChoose(item);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (!items.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + items.length) % items.length);
    } else if (event.key === 'Enter' && expanded) {
      // Choosing must not submit a surrounding form; with nothing highlighted, Enter takes the first suggestion.
      event.preventDefault();
      const item = items[Math.max(active, 0)];
      if (item !== undefined) choose(item);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
    }
  }

  return (
    <div className={cn('relative grid gap-1.5', className)} data-slot="combobox">
      <label htmlFor={inputId} className={hideLabel ? 'sr-only' : 'text-sm font-medium'}>
        {label}
      </label>
      <div className="relative">
        <Input
          id={inputId}
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-describedby={hint ? hintId : undefined}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          autoComplete="off"
          placeholder={placeholder}
          value={value}
          className={cn(trailing ? 'pr-16' : busy ? 'pr-9' : undefined, inputClassName)}
          onChange={(event) => {
            onValueChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <span className="absolute inset-y-0 right-2 flex items-center gap-1">
          {busy ? <Spinner className="size-4" aria-hidden="true" /> : null}
          {trailing}
        </span>
        <div
          id={listId}
          role="listbox"
          aria-label={listLabel}
          hidden={!expanded}
          className="absolute top-full z-30 mt-1 grid w-full overflow-hidden rounded-md border bg-background shadow-lg"
        >
          {items.map((item, index) => (
            <div
              key={itemKey(item)}
              // Options stay out of the tab order: the input keeps focus and points at them.
              tabIndex={-1}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={cn(
                'flex cursor-pointer items-center justify-between gap-3 px-3 py-2 text-sm',
                index === active ? 'bg-accent text-accent-foreground' : 'hover:bg-muted',
              )}
              // mousedown, not click: the input's blur would close the list before a click lands.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(item);
              }}
              onMouseEnter={() => setActive(index)}
            >
              {renderItem(item)}
            </div>
          ))}
        </div>
      </div>
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="text-xs text-destructive">
          {error}
        </p>
      ) : null}
      {open && emptyText && items.length === 0 ? (
        <p className="text-xs text-muted-foreground" aria-live="polite">
          {emptyText}
        </p>
      ) : null}
    </div>
  );
}

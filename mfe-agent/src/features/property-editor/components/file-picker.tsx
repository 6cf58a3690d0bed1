import { Progress } from '@naija-homes/ui-kit/components/progress';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import { UploadIcon } from 'lucide-react';
import { type DragEvent, useId, useState } from 'react';

/**
 * A file input shown as a drop zone: the real input stays in the tab order (visually hidden) and carries the
 * label, so keyboards, screen readers and tests use it like any input; files can also be dropped on it.
 */
export function FilePicker({
  label,
  description,
  accept,
  multiple = false,
  disabled = false,
  compact = false,
  onFiles,
}: {
  label: string;
  description: string;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  compact?: boolean;
  onFiles: (files: File[]) => void;
}) {
  const id = useId();
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) onFiles(Array.from(event.dataTransfer.files));
  };
  return (
    <div>
      <input
        id={id}
        type="file"
        className="peer sr-only"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-label={label}
        aria-describedby={`${id}-description`}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared so choosing the same file again still fires a change.
          event.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
      <label
        htmlFor={id}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        className={cn(
          'flex cursor-pointer items-center gap-3 rounded-card border-2 border-dashed border-border bg-muted/50 text-sm transition-colors hover:bg-muted peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary',
          compact ? 'px-3 py-2' : 'flex-col justify-center px-4 py-6 text-center',
          over && 'border-primary bg-primary-soft',
          disabled && 'cursor-not-allowed opacity-60 hover:bg-muted/50',
        )}
      >
        <UploadIcon aria-hidden="true" className={cn('shrink-0 text-primary', compact ? 'size-4' : 'size-6')} />
        <span className="grid gap-0.5">
          <span className="font-medium">{label}</span>
          <span id={`${id}-description`} className="text-xs text-muted-foreground">
            {description}
          </span>
        </span>
      </label>
    </div>
  );
}

/** A file on its way up: name, bar and percentage (or why it failed). */
export function UploadProgress({ name, progress, error }: { name: string; progress: number; error?: string | null }) {
  return (
    <div className="grid gap-1">
      <div className="flex items-center justify-between gap-2 text-xs">
        <span className="truncate">{name}</span>
        <span className={cn('shrink-0', error ? 'text-destructive' : 'text-muted-foreground')} aria-hidden="true">
          {error ? 'Failed' : `${progress}%`}
        </span>
      </div>
      <Progress value={error ? 0 : progress} label={`Uploading ${name}`} />
      {error ? (
        <p role="alert" className="text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

import { Dialog, DialogPanel } from '@naija-homes/ui-kit/components/dialog';
import { FormField } from '@naija-homes/ui-kit/components/form-field';
import { Input } from '@naija-homes/ui-kit/components/input';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { toastInvalid } from '../lib/form-errors';

export interface Choice<V extends string> {
  value: V;
  label: string;
}

interface NameChoiceDialogProps<V extends string> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  nameLabel: string;
  /** The name the box starts with each time the dialog opens. */
  initialName: string;
  maxLength: number;
  choiceLabel: string;
  choices: readonly Choice<V>[];
  initialChoice: V;
  confirmText: string;
  busy?: boolean;
  /** The server's refusal, shown under the name. */
  error?: string | null;
  /** The name's problem in words, or nothing when it is fine (the same rule the server applies). */
  checkName: (name: string) => string | undefined;
  onConfirm: (name: string, choice: V) => void;
}

/**
 * A name and one choice among a few (name a saved search and pick how often to hear of it; rename it later): the
 * name is checked first, its problem shown under it and as the validation toast (lib/form-errors).
 */
export function NameChoiceDialog<V extends string>({
  open,
  onOpenChange,
  title,
  description,
  nameLabel,
  initialName,
  maxLength,
  choiceLabel,
  choices,
  initialChoice,
  confirmText,
  busy = false,
  error,
  checkName,
  onConfirm,
}: NameChoiceDialogProps<V>) {
  const id = useId();
  const [name, setName] = useState(initialName);
  const [choice, setChoice] = useState<V>(initialChoice);
  const [problem, setProblem] = useState<string | null>(null);
  // Each opening starts from what is saved, not from what was typed and abandoned last time.
  useEffect(() => {
    if (!open) return;
    setName(initialName);
    setChoice(initialChoice);
    setProblem(null);
  }, [open, initialName, initialChoice]);
  const shown = problem ?? error ?? undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = checkName(name);
    if (message) {
      setProblem(message);
      toastInvalid(message);
      return;
    }
    setProblem(null);
    onConfirm(name.trim(), choice);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogPanel
        title={title}
        description={description}
        onSubmit={submit}
        noValidate
        submit={{ label: confirmText, busy: busy }}
      >
        <FormField label={nameLabel} error={shown} required>
          <Input
            value={name}
            maxLength={maxLength}
            autoComplete="off"
            onChange={(event) => {
              setName(event.target.value);
              setProblem(null);
            }}
          />
        </FormField>
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">{choiceLabel}</legend>
          {choices.map((option) => (
            <label
              key={option.value}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-border px-3 has-checked:border-primary has-checked:bg-primary/5"
            >
              <input
                type="radio"
                name={`${id}-choice`}
                value={option.value}
                checked={choice === option.value}
                onChange={() => setChoice(option.value)}
                className="size-4 accent-primary"
              />
              <span className="text-sm">{option.label}</span>
            </label>
          ))}
        </fieldset>
      </DialogPanel>
    </Dialog>
  );
}

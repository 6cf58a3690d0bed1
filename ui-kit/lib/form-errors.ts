// A form's validation shows one way everywhere: each message under its field (FormField's `error`) and, as the spec
// asks (§8, "Validation messages above appear as toast errors"), the first one as an error toast. Forms call this
// module for the toast, never `toast.error` of their own, so the two cannot drift apart again.
import { toast } from '@naija-homes/ui-kit/components/toast';

/**
 * One toast for a form's validation at a time: a second Submit replaces it rather than stacking the same sentence
 * twice. Each gets an id of its own: a toast shown again under the id of one still leaving (dismissed by an edit a
 * moment before) is taken away with it, and the person would never see the second problem.
 */
let validationToasts = 0;
let shownId: string | null = null;

/** Ends the validation toast once the person edits again (set while one shows). */
let dismissOnEdit: (() => void) | null = null;

/**
 * Toasts a validation message the form also shows under its field. The toast goes as soon as the person edits the
 * form again: the message under the field stays, and on a phone (toasts at the bottom) the toast would otherwise
 * lie over the form's button while they try again.
 */
export function toastInvalid(message: string | undefined): void {
  if (!message) return;
  if (shownId) toast.dismiss(shownId);
  validationToasts += 1;
  shownId = `form-validation-${validationToasts}`;
  toast.error(message, { id: shownId });
  if (typeof document === 'undefined' || dismissOnEdit) return;
  const dismiss = () => {
    document.removeEventListener('input', dismiss, true);
    document.removeEventListener('change', dismiss, true);
    dismissOnEdit = null;
    if (shownId) toast.dismiss(shownId);
    shownId = null;
  };
  dismissOnEdit = dismiss;
  document.addEventListener('input', dismiss, true);
  document.addEventListener('change', dismiss, true);
}

/**
 * The first message among a form library's errors (react-hook-form's `FieldErrors`: nested objects and arrays of
 * `{ message }`), in the order the schema reported them. The element refs it carries are skipped.
 */
export function firstErrorMessage(errors: unknown, depth = 0): string | undefined {
  if (!errors || typeof errors !== 'object' || depth > 6) return undefined;
  if ('message' in errors && typeof errors.message === 'string' && errors.message) return errors.message;
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref' || key === 'types') continue;
    const message = firstErrorMessage(value, depth + 1);
    if (message) return message;
  }
  return undefined;
}

/** react-hook-form's `handleSubmit(onValid, onInvalid)` second argument: the first message as the toast. */
export function toastFirstError(errors: unknown): void {
  toastInvalid(firstErrorMessage(errors));
}

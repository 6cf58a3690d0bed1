import { Button } from '@naija-homes/ui-kit/components/button';

/** The end of a step's form: the server's refusal (if any) and the step's save button. */
export function StepActions({
  error,
  saving,
  label,
  disabled,
  hideSubmit,
}: {
  error: string | undefined;
  saving: boolean;
  label: string;
  disabled?: boolean;
  hideSubmit?: boolean;
}) {
  return (
    <>
      {error ? (
        <p role="alert" className="text-sm text-destructive sm:col-span-2">
          {error}
        </p>
      ) : null}
      {hideSubmit ? null : (
        <div className="sm:col-span-2">
          <Button type="submit" loading={saving} disabled={disabled}>
            {label}
          </Button>
        </div>
      )}
    </>
  );
}

import { Button } from '@naija-homes/ui-kit/components/button';
import { TitledSection } from '@naija-homes/ui-kit/components/titled-section';
import type { FormEventHandler, ReactNode } from 'react';

/** One section of the settings page: its heading, a line of what it changes, its fields and its own Save. */
export function SettingsCard({
  title,
  description,
  onSubmit,
  saving,
  children,
  label,
}: {
  title: string;
  description: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  saving: boolean;
  children: ReactNode;
  /** The form's accessible name. */
  label: string;
}) {
  return (
    <TitledSection title={title} className="rounded-card border border-border p-4 sm:p-6">
      <p className="-mt-2 text-sm text-muted-foreground">{description}</p>
      <form noValidate aria-label={label} onSubmit={onSubmit} className="grid gap-4">
        {children}
        <div>
          <Button type="submit" loading={saving}>
            Save
          </Button>
        </div>
      </form>
    </TitledSection>
  );
}

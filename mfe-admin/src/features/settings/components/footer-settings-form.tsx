import { zodResolver } from '@hookform/resolvers/zod';
import type { SiteSettings } from '@naija-homes/contracts/content';
import { Button } from '@naija-homes/ui-kit/components/button';
import { toastFirstError } from '@naija-homes/ui-kit/lib/form-errors';
import { toastOutcome } from '@naija-homes/ui-kit/lib/toast-outcome';
import { PlusIcon } from 'lucide-react';
import { useFieldArray, useForm } from 'react-hook-form';
import type * as z from 'zod';
import { useSaveSiteSettings } from '../api/save-site-settings';
import {
  type FooterFormValues as FormValues,
  footerFormSchema as formSchema,
  MAX_PREFIXES,
  footerRows as rowsOf,
} from '../footer-form';
import { SettingsCard } from './settings-card';
import { TextListRow } from './text-list-row';

/** Where the footer is hidden: a path and everything under it ('/admin' hides it on /admin/users too). */
export function FooterSettingsForm({ saved }: { saved: SiteSettings['footer'] }) {
  const form = useForm<FormValues, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: rowsOf(saved.hiddenPathPrefixes),
  });
  const rows = useFieldArray({ control: form.control, name: 'prefixes' });
  const save = useSaveSiteSettings(toastOutcome((answer) => form.reset(rowsOf(answer.data.footer.hiddenPathPrefixes))));
  const { errors } = form.formState;
  return (
    <SettingsCard
      title="Footer"
      description="The footer is hidden on these paths and every page under them."
      label="Footer hidden paths"
      saving={save.isPending}
      onSubmit={form.handleSubmit(
        ({ prefixes }) => save.mutate({ footer: { hiddenPathPrefixes: prefixes.map((row) => row.value) } }),
        toastFirstError,
      )}
    >
      <ul className="grid gap-2" aria-label="Hidden path prefixes">
        {rows.fields.map((row, index) => (
          <TextListRow
            key={row.id}
            label={`Hidden path ${index + 1}`}
            removeLabel={`Remove hidden path ${index + 1}`}
            error={errors.prefixes?.[index]?.value?.message}
            onRemove={() => rows.remove(index)}
            field={form.register(`prefixes.${index}.value`)}
            placeholder="/admin"
            inputClassName="max-w-sm"
          />
        ))}
      </ul>
      {rows.fields.length === 0 ? (
        <p className="text-sm text-muted-foreground">The footer shows on every page.</p>
      ) : null}
      {errors.prefixes?.root?.message || errors.prefixes?.message ? (
        <p role="alert" className="text-xs text-destructive">
          {errors.prefixes?.root?.message ?? errors.prefixes?.message}
        </p>
      ) : null}
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={rows.fields.length >= MAX_PREFIXES}
          onClick={() => rows.append({ value: '' }, { shouldFocus: true })}
        >
          <PlusIcon aria-hidden="true" /> Add a path
        </Button>
      </div>
    </SettingsCard>
  );
}

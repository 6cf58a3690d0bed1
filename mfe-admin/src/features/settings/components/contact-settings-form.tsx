import { zodResolver } from '@hookform/resolvers/zod';
import { type ContactSettings, contactSettingsSchema, type SiteSettings } from '@naija-homes/contracts/content';
import { FormField } from '@naija-homes/ui-kit/components/form-field';
import { Input } from '@naija-homes/ui-kit/components/input';
import { PhoneInput } from '@naija-homes/ui-kit/components/phone-input';
import { toastFirstError } from '@naija-homes/ui-kit/lib/form-errors';
import { toastOutcome } from '@naija-homes/ui-kit/lib/toast-outcome';
import { Controller, useForm } from 'react-hook-form';
import type * as z from 'zod';
import { useSaveSiteSettings } from '../api/save-site-settings';
import { SettingsCard } from './settings-card';

/** The team's email, phone, office address and hours, shown on the contact page. */
export function ContactSettingsForm({ saved }: { saved: SiteSettings['contact'] }) {
  const form = useForm<ContactSettings, unknown, z.output<typeof contactSettingsSchema>>({
    resolver: zodResolver(contactSettingsSchema),
    defaultValues: saved,
  });
  const save = useSaveSiteSettings(toastOutcome((answer) => form.reset(answer.data.contact)));
  const { errors } = form.formState;
  return (
    <SettingsCard
      title="Contact details"
      description="Shown on the Contact us page."
      label="Contact details"
      saving={save.isPending}
      onSubmit={form.handleSubmit((contact) => save.mutate({ contact }), toastFirstError)}
    >
      <div className="grid gap-4 md:grid-cols-2">
        <FormField label="Email" error={errors.email?.message} required>
          <Input type="email" autoComplete="off" {...form.register('email')} />
        </FormField>
        <Controller
          control={form.control}
          name="phone"
          render={({ field }) => (
            <FormField label="Phone number" error={errors.phone?.message} required>
              <PhoneInput value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
            </FormField>
          )}
        />
      </div>
      <FormField label="Office address" error={errors.address?.message} required>
        <Input autoComplete="off" {...form.register('address')} />
      </FormField>
      <FormField
        label="Office hours"
        hint="Optional, e.g. Monday to Friday, 9am to 5pm"
        error={errors.officeHours?.message}
      >
        <Input autoComplete="off" {...form.register('officeHours')} />
      </FormField>
    </SettingsCard>
  );
}

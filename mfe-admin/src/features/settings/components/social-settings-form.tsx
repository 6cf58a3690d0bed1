import { zodResolver } from '@hookform/resolvers/zod';
import {
  type SiteSettings,
  type SocialSettings,
  socialNetworkLabels,
  socialNetworks,
  socialSettingsSchema,
} from '@naija-homes/contracts/content';
import { FormField } from '@naija-homes/ui-kit/components/form-field';
import { Input } from '@naija-homes/ui-kit/components/input';
import { toastFirstError } from '@naija-homes/ui-kit/lib/form-errors';
import { toastOutcome } from '@naija-homes/ui-kit/lib/toast-outcome';
import { useForm } from 'react-hook-form';
import type * as z from 'zod';
import { useSaveSiteSettings } from '../api/save-site-settings';
import { SettingsCard } from './settings-card';

const placeholders: Record<(typeof socialNetworks)[number], string> = {
  facebook: 'https://www.facebook.com/naijahomes',
  instagram: 'https://www.instagram.com/naijahomes',
  x: 'https://x.com/naijahomes',
  linkedin: 'https://www.linkedin.com/company/naijahomes',
  youtube: 'https://www.youtube.com/@naijahomes',
  tiktok: 'https://www.tiktok.com/@naijahomes',
};

/** The footer's social links: an https address each, or empty to hide that network. */
export function SocialSettingsForm({ saved }: { saved: SiteSettings['social'] }) {
  const form = useForm<SocialSettings, unknown, z.output<typeof socialSettingsSchema>>({
    resolver: zodResolver(socialSettingsSchema),
    defaultValues: saved,
  });
  const save = useSaveSiteSettings(toastOutcome((answer) => form.reset(answer.data.social)));
  const { errors } = form.formState;
  return (
    <SettingsCard
      title="Social links"
      description="Shown in the footer of every public page. Leave a field empty to hide that network."
      label="Social links"
      saving={save.isPending}
      onSubmit={form.handleSubmit((social) => save.mutate({ social }), toastFirstError)}
    >
      <div className="grid gap-4 md:grid-cols-2">
        {socialNetworks.map((network) => (
          <FormField
            key={network}
            label={network === 'x' ? 'X (Twitter)' : socialNetworkLabels[network]}
            error={errors[network]?.message}
          >
            <Input type="url" inputMode="url" placeholder={placeholders[network]} {...form.register(network)} />
          </FormField>
        ))}
      </div>
    </SettingsCard>
  );
}

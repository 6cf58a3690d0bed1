import { Skeleton } from '@naija-homes/ui-kit/components/skeleton';
import { useQuery } from '@tanstack/react-query';
import { siteSettingsQueryOptions } from '../api/get-site-settings';
import { ContactSettingsForm } from './contact-settings-form';
import { FooterSettingsForm } from './footer-settings-form';
import { SocialSettingsForm } from './social-settings-form';

/** The site's settings, in three sections with a Save each: contact details, social links, the footer's paths. */
export function SiteSettings() {
  const settings = useQuery(siteSettingsQueryOptions());
  if (settings.isPending) {
    return (
      <div className="grid gap-6">
        {[1, 2, 3].map((key) => (
          <Skeleton key={key} className="h-56" />
        ))}
      </div>
    );
  }
  if (settings.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {settings.error.message}
      </p>
    );
  }
  const { data } = settings.data;
  return (
    <div className="grid gap-6">
      <ContactSettingsForm saved={data.contact} />
      <SocialSettingsForm saved={data.social} />
      <FooterSettingsForm saved={data.footer} />
    </div>
  );
}

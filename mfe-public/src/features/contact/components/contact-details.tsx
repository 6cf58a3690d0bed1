import { siteSettingsQueryOptions } from '@naija-homes/client/queries/site-settings';
import { defaultSiteSettings } from '@naija-homes/contracts/content';
import { formatPhoneForDisplay } from '@naija-homes/contracts/phone';
import { PageHeader } from '@naija-homes/ui-kit/components/page-header';
import { useQuery } from '@tanstack/react-query';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from 'lucide-react';

/** The page's heading and how else to reach the team: the contact details admins keep in Settings. */
export function ContactDetails() {
  const { data } = useQuery(siteSettingsQueryOptions());
  const { contact } = data ?? defaultSiteSettings;
  return (
    <div>
      <PageHeader
        title="Contact us"
        description="Questions about a listing, an agent or your account? We reply within one working day."
      />
      <ul className="grid gap-3 text-sm" aria-label="Our contact details">
        <li className="flex gap-2">
          <MapPinIcon className="size-4 shrink-0 text-primary" aria-hidden="true" /> {contact.address}
        </li>
        <li className="flex gap-2">
          <PhoneIcon className="size-4 shrink-0 text-primary" aria-hidden="true" />
          <a href={`tel:${contact.phone}`} className="hover:underline">
            {formatPhoneForDisplay(contact.phone)}
          </a>
        </li>
        <li className="flex gap-2">
          <MailIcon className="size-4 shrink-0 text-primary" aria-hidden="true" />
          <a href={`mailto:${contact.email}`} className="hover:underline user-text">
            {contact.email}
          </a>
        </li>
        {contact.officeHours ? (
          <li className="flex gap-2">
            <ClockIcon className="size-4 shrink-0 text-primary" aria-hidden="true" /> {contact.officeHours}
          </li>
        ) : null}
      </ul>
    </div>
  );
}

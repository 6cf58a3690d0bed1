import { PageHeader } from '@naija-homes/ui-kit/components/page-header';
import { MailIcon, MapPinIcon, PhoneIcon } from 'lucide-react';

/** The page's heading and how else to reach the team. */
export function ContactDetails() {
  return (
    <div>
      <PageHeader
        title="Contact us"
        description="Questions about a listing, an agent or your account? We reply within one working day."
      />
      <ul className="grid gap-3 text-sm">
        <li className="flex gap-2">
          <MapPinIcon className="size-4 text-primary" aria-hidden="true" /> 12 Admiralty Way, Lekki Phase 1, Lagos
        </li>
        <li className="flex gap-2">
          <PhoneIcon className="size-4 text-primary" aria-hidden="true" /> +234 800 000 0000
        </li>
        <li className="flex gap-2">
          <MailIcon className="size-4 text-primary" aria-hidden="true" /> hello@naijahomes.ng
        </li>
      </ul>
    </div>
  );
}

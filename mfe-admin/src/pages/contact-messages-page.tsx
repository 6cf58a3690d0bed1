import { PageHeader } from '@naija-homes/ui-kit/components/page-header';
import { ContactMessagesTable } from '../features/contact-messages/components/contact-messages-table';

export function ContactMessagesPage() {
  return (
    <>
      <PageHeader
        title="Contact Us"
        description="Messages sent from the contact form: read them, reply and mark them handled."
      />
      <ContactMessagesTable />
    </>
  );
}

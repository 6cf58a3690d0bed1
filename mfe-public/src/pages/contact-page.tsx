import { useDocumentTitle } from '@naija-homes/ui-kit/hooks/use-document-title';
import { ContactDetails } from '../features/contact/components/contact-details';
import { ContactForm } from '../features/contact/components/contact-form';
import { Container } from '../shared/container';

/** /contact-us */
export function ContactPage() {
  useDocumentTitle('Contact us');
  return (
    <Container className="grid gap-10 lg:grid-cols-[1fr_2fr]">
      <ContactDetails />
      <ContactForm />
    </Container>
  );
}

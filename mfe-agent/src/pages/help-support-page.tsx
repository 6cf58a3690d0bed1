import { PageHeader } from '@naija-homes/ui-kit/components/page-header';
import { FaqList } from '../features/help-support/components/faq-list';
import { HelpRequestForm } from '../features/help-support/components/help-request-form';

export function HelpSupportPage() {
  return (
    <>
      <PageHeader title="Help & Support" description="Answers to common questions, and a direct line to our team." />
      <div className="grid gap-6 xl:grid-cols-2">
        <FaqList />
        <HelpRequestForm />
      </div>
    </>
  );
}

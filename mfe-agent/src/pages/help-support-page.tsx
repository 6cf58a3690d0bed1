import { zodResolver } from '@hookform/resolvers/zod';
import { apiRequest, type MessageResponse } from '@naija-homes/contracts/http';
import { type HelpRequest, helpRequestSchema } from '@naija-homes/contracts/support';
import { Button } from '@naija-homes/ui-kit/components/button';
import { Card } from '@naija-homes/ui-kit/components/card';
import { FormField } from '@naija-homes/ui-kit/components/form-field';
import { Input, Textarea } from '@naija-homes/ui-kit/components/input';
import { PageHeader } from '@naija-homes/ui-kit/components/page-header';
import { toast } from '@naija-homes/ui-kit/components/toast';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';

const faqs = [
  {
    question: 'Why can I not list properties yet?',
    answer:
      'Listing opens once an admin approves your profile. Complete the four verification steps under Settings, then press Submit Profile. Most profiles are reviewed within one working day.',
  },
  {
    question: 'Which ID can I use for the Smile ID check?',
    answer:
      "Your international passport, voter's card (Voter ID) or driver's licence. Enter your names exactly as on the ID: once verified, they become your account names.",
  },
  {
    question: 'My profile was rejected. What now?',
    answer: 'The notification tells you why. Correct the details in Settings and submit again.',
  },
  {
    question: 'How do plans affect my listings?',
    answer: 'Higher plans place your published listings higher in search results and unlock 360° tours.',
  },
];

export function HelpSupportPage() {
  const form = useForm<HelpRequest>({
    resolver: zodResolver(helpRequestSchema),
    defaultValues: { subject: '', message: '' },
  });
  const send = useMutation({
    mutationFn: (body: HelpRequest) => apiRequest<MessageResponse>('/help-support', { body }),
    onSuccess: (response) => {
      toast.success(response.message);
      form.reset();
    },
    onError: (error) => toast.error(error.message),
  });
  const { errors } = form.formState;
  return (
    <>
      <PageHeader title="Help & Support" description="Answers to common questions, and a direct line to our team." />
      <div className="grid gap-6 xl:grid-cols-2">
        <section aria-labelledby="faq-heading" className="grid content-start gap-3">
          <h2 id="faq-heading" className="text-lg font-semibold">
            Frequently asked questions
          </h2>
          {faqs.map((faq) => (
            <details key={faq.question} className="rounded-card border border-border bg-surface p-4">
              <summary className="cursor-pointer font-medium">{faq.question}</summary>
              <p className="mt-2 text-sm text-muted-foreground">{faq.answer}</p>
            </details>
          ))}
        </section>
        <Card>
          <h2 className="text-lg font-semibold">Message our team</h2>
          <form className="mt-4 grid gap-4" noValidate onSubmit={form.handleSubmit((values) => send.mutate(values))}>
            <FormField label="Subject" error={errors.subject?.message} required>
              <Input {...form.register('subject')} />
            </FormField>
            <FormField label="Message" error={errors.message?.message} required>
              <Textarea rows={6} {...form.register('message')} />
            </FormField>
            <div>
              <Button type="submit" loading={send.isPending}>
                Send to support
              </Button>
            </div>
          </form>
        </Card>
      </div>
    </>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { type ContactMessage, contactMessageSchema } from '@naija-homes/contracts/contact';
import { apiRequest, type MessageResponse } from '@naija-homes/contracts/http';
import { Button } from '@naija-homes/ui-kit/components/button';
import { FormField } from '@naija-homes/ui-kit/components/form-field';
import { Input, Textarea } from '@naija-homes/ui-kit/components/input';
import { PageHeader } from '@naija-homes/ui-kit/components/page-header';
import { PhoneInput } from '@naija-homes/ui-kit/components/phone-input';
import { toast } from '@naija-homes/ui-kit/components/toast';
import { useMutation } from '@tanstack/react-query';
import { MailIcon, MapPinIcon, PhoneIcon } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { Container } from '../shared/container';

export function ContactPage() {
  const form = useForm<ContactMessage>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: { firstName: '', email: '', phoneNumber: '', subject: '', message: '' },
  });
  const send = useMutation({
    mutationFn: (body: ContactMessage) => apiRequest<MessageResponse>('/contact-us/create', { body }),
    onSuccess: (response) => {
      toast.success(response.message);
      form.reset();
    },
    onError: (error) => toast.error(error.message),
  });
  const { errors } = form.formState;
  return (
    <Container className="grid gap-10 lg:grid-cols-[1fr_2fr]">
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
      <form
        className="grid gap-4 rounded-card border border-border p-6"
        noValidate
        aria-label="Contact form"
        onSubmit={form.handleSubmit(({ phoneNumber, ...rest }) =>
          send.mutate(phoneNumber ? { ...rest, phoneNumber } : rest),
        )}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="First Name" error={errors.firstName?.message} required>
            <Input autoComplete="given-name" {...form.register('firstName')} />
          </FormField>
          <FormField label="Email" error={errors.email?.message} required>
            <Input type="email" autoComplete="email" {...form.register('email')} />
          </FormField>
        </div>
        <Controller
          control={form.control}
          name="phoneNumber"
          render={({ field }) => (
            <FormField label="Phone Number" error={errors.phoneNumber?.message}>
              <PhoneInput value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} />
            </FormField>
          )}
        />
        <FormField label="Subject" error={errors.subject?.message} required>
          <Input {...form.register('subject')} />
        </FormField>
        <FormField label="Message" error={errors.message?.message} required>
          <Textarea rows={5} {...form.register('message')} />
        </FormField>
        <div>
          <Button type="submit" loading={send.isPending}>
            Send message
          </Button>
        </div>
      </form>
    </Container>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { type ContactMessage, contactMessageSchema } from '@naija-homes/contracts/contact';
import { Button } from '@naija-homes/ui-kit/components/button';
import { FormField } from '@naija-homes/ui-kit/components/form-field';
import { Input, Textarea } from '@naija-homes/ui-kit/components/input';
import { PhoneInput } from '@naija-homes/ui-kit/components/phone-input';
import { toastFirstError } from '@naija-homes/ui-kit/lib/form-errors';
import { toastOutcome } from '@naija-homes/ui-kit/lib/toast-outcome';
import { Controller, useForm } from 'react-hook-form';
import { useSendContactMessage } from '../api/send-contact-message';

/** The contact form: the message is sent to the team, and the form empties once it is. */
export function ContactForm() {
  const form = useForm<ContactMessage>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: { firstName: '', email: '', phoneNumber: '', subject: '', message: '' },
  });
  const send = useSendContactMessage(toastOutcome(() => form.reset()));
  const { errors } = form.formState;
  return (
    <form
      className="grid gap-4 rounded-card border border-border p-6"
      noValidate
      aria-label="Contact form"
      onSubmit={form.handleSubmit(
        ({ phoneNumber, ...rest }) => send.mutate(phoneNumber ? { ...rest, phoneNumber } : rest),
        toastFirstError,
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
          <FormField
            label="Phone Number"
            hint="Optional: if you would like a call back"
            error={errors.phoneNumber?.message}
          >
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
  );
}

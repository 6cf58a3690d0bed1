import { zodResolver } from '@hookform/resolvers/zod';
import { useSession } from '@naija-homes/client/queries/session';
import { type LeadCreate, leadCreateSchema } from '@naija-homes/contracts/lead';
import { Button } from '@naija-homes/ui-kit/components/button';
import { FormField } from '@naija-homes/ui-kit/components/form-field';
import { Input, Textarea } from '@naija-homes/ui-kit/components/input';
import { PhoneInput } from '@naija-homes/ui-kit/components/phone-input';
import { toastFirstError } from '@naija-homes/ui-kit/lib/form-errors';
import { toastOutcome } from '@naija-homes/ui-kit/lib/toast-outcome';
import { Controller, useForm } from 'react-hook-form';
import { useSendLead } from '../api/send-lead';

export interface LeadFormProps {
  agentId: string;
  /** The listing asked about; none on the agent's profile. */
  propertyId?: string;
  /** What the message box suggests. */
  placeholder?: string;
}

/**
 * The contact form that becomes the agent's lead (spec §1, §5): anyone can send it, without an account; a
 * signed-in buyer's name and email are filled in. It empties once sent.
 */
export default function LeadForm({ agentId, propertyId, placeholder }: LeadFormProps) {
  const { user } = useSession();
  const form = useForm<LeadCreate>({
    resolver: zodResolver(leadCreateSchema),
    values: {
      fullName: user ? `${user.firstName} ${user.lastName}`.trim().slice(0, 20) : '',
      email: user?.email ?? '',
      phoneNumber: user?.phoneNumber ?? '',
      message: '',
      agentId,
      ...(propertyId ? { propertyId } : {}),
    },
    resetOptions: { keepDirtyValues: true },
  });
  const send = useSendLead(toastOutcome(() => form.resetField('message', { defaultValue: '' })));
  const { errors } = form.formState;
  return (
    <form
      className="grid gap-3"
      noValidate
      aria-label="Ask the agent"
      onSubmit={form.handleSubmit(
        ({ phoneNumber, ...rest }) =>
          send.mutate(phoneNumber ? { ...rest, phoneNumber } : rest, {
            onError: (failure) => form.setError('root', { message: failure.message }),
          }),
        toastFirstError,
      )}
    >
      <FormField label="Full Name" error={errors.fullName?.message} required>
        <Input autoComplete="name" maxLength={20} {...form.register('fullName')} />
      </FormField>
      <FormField label="Email" error={errors.email?.message} required>
        <Input type="email" autoComplete="email" maxLength={50} {...form.register('email')} />
      </FormField>
      <Controller
        control={form.control}
        name="phoneNumber"
        render={({ field }) => (
          <FormField label="Phone Number" hint="Optional: for a call back" error={errors.phoneNumber?.message}>
            <PhoneInput value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} />
          </FormField>
        )}
      />
      <FormField label="Your question" error={errors.message?.message} required>
        <Textarea rows={3} maxLength={200} placeholder={placeholder} {...form.register('message')} />
      </FormField>
      {errors.root ? (
        <p role="alert" className="text-sm text-destructive">
          {errors.root.message}
        </p>
      ) : null}
      <Button type="submit" variant="outline" loading={send.isPending}>
        Send to the agent
      </Button>
    </form>
  );
}

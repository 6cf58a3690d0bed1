import { zodResolver } from '@hookform/resolvers/zod';
import { type CompleteProfile, completeProfileSchema } from '@naija-homes/contracts/auth';
import { homePathForRole } from '@naija-homes/contracts/enums';
import { messages } from '@naija-homes/contracts/messages';
import { Button } from '@naija-homes/ui-kit/components/button';
import { Dialog, DialogPanel } from '@naija-homes/ui-kit/components/dialog';
import { FormField } from '@naija-homes/ui-kit/components/form-field';
import { PhoneInput } from '@naija-homes/ui-kit/components/phone-input';
import { Select } from '@naija-homes/ui-kit/components/select';
import { toastFirstError } from '@naija-homes/ui-kit/lib/form-errors';
import { useNavigate } from '@naija-homes/ui-kit/lib/router';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useCompleteProfile } from '../api/complete-profile';

/** After Google sign-up the person still owes a role and a phone number (spec §6). */
export function CompleteProfileDialog({ open }: { open: boolean }) {
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<CompleteProfile>({
    resolver: zodResolver(completeProfileSchema),
    defaultValues: { role: undefined, phoneNumber: '' },
  });
  const complete = useCompleteProfile({
    onSuccess: (response) => {
      navigate(homePathForRole(response.data.role));
    },
    onError: (error) => setServerError(error.message),
  });
  const { errors } = form.formState;
  return (
    <Dialog open={open}>
      <DialogPanel
        onEscapeKeyDown={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
        title="Complete your profile"
        description={messages.completeProfile}
        noValidate
        onSubmit={form.handleSubmit((values) => {
          setServerError(null);
          complete.mutate(values);
        }, toastFirstError)}
      >
        <FormField label="I am" error={errors.role?.message} required>
          <Select {...form.register('role')} defaultValue="">
            <option value="" disabled>
              Choose account type
            </option>
            <option value="BUYER">Home Buyer</option>
            <option value="AGENT">An Agent</option>
          </Select>
        </FormField>
        <Controller
          control={form.control}
          name="phoneNumber"
          render={({ field }) => (
            <FormField label="Phone Number" error={errors.phoneNumber?.message} required>
              <PhoneInput value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} />
            </FormField>
          )}
        />
        {/* The server's refusal, in the red box spec §8 asks for; a field's problem shows under that field. */}
        {serverError ? (
          <p
            role="alert"
            className="rounded-lg border border-destructive bg-destructive-soft p-3 text-sm text-destructive"
          >
            {serverError}
          </p>
        ) : null}
        <Button type="submit" loading={complete.isPending}>
          Continue
        </Button>
      </DialogPanel>
    </Dialog>
  );
}

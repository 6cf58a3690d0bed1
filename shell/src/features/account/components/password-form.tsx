import { zodResolver } from '@hookform/resolvers/zod';
import { type ChangePasswordForm, changePasswordFormSchema } from '@naija-homes/contracts/auth';
import { Button } from '@naija-homes/ui-kit/components/button';
import { FormField } from '@naija-homes/ui-kit/components/form-field';
import { toastFirstError } from '@naija-homes/ui-kit/lib/form-errors';
import { toastOutcome } from '@naija-homes/ui-kit/lib/toast-outcome';
import { useForm } from 'react-hook-form';
import { PasswordInput } from '../../../shared/password-input';
import { useChangePassword } from '../api/change-password';

/** Password change for every role (registered as the "password-form" slot). */
export function PasswordForm() {
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const change = useChangePassword(toastOutcome(() => form.reset()));
  const { errors } = form.formState;
  return (
    <form
      aria-label="Change password"
      className="grid max-w-md gap-4"
      noValidate
      onSubmit={form.handleSubmit(
        ({ currentPassword, newPassword }) => change.mutate({ currentPassword, newPassword }),
        toastFirstError,
      )}
    >
      <FormField label="Current Password" error={errors.currentPassword?.message} required>
        <PasswordInput autoComplete="current-password" {...form.register('currentPassword')} />
      </FormField>
      <FormField label="New Password" error={errors.newPassword?.message} required>
        <PasswordInput autoComplete="new-password" {...form.register('newPassword')} />
      </FormField>
      <FormField label="Confirm New Password" error={errors.confirmPassword?.message} required>
        <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
      <div>
        <Button type="submit" loading={change.isPending}>
          Update password
        </Button>
      </div>
    </form>
  );
}

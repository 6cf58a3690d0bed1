import { zodResolver } from '@hookform/resolvers/zod';
import { type ResetPasswordForm as ResetPasswordValues, resetPasswordFormSchema } from '@naija-homes/contracts/auth';
import { messages } from '@naija-homes/contracts/messages';
import { Button } from '@naija-homes/ui-kit/components/button';
import { FormField } from '@naija-homes/ui-kit/components/form-field';
import { toastFirstError } from '@naija-homes/ui-kit/lib/form-errors';
import { useNavigate } from '@naija-homes/ui-kit/lib/router';
import { toastOutcome } from '@naija-homes/ui-kit/lib/toast-outcome';
import { useForm } from 'react-hook-form';
import { PasswordInput } from '../../../shared/password-input';
import { useResetPassword } from '../api/reset-password';
import { AuthForm } from './auth-form';

/** The new password, set with the email and the code verified on the previous screen. */
export function ResetPasswordForm({ email, code }: { email: string; code: string }) {
  const navigate = useNavigate();
  const form = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const reset = useResetPassword(toastOutcome(() => navigate('/sign-in', { replace: true })));
  const { errors } = form.formState;
  return (
    <AuthForm
      onSubmit={form.handleSubmit(
        (values) => reset.mutate({ email, code, password: values.password }),
        toastFirstError,
      )}
    >
      <FormField label="New Password" error={errors.password?.message} hint={messages.passwordHint} required>
        <PasswordInput autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <FormField label="Confirm Password" error={errors.confirmPassword?.message} required>
        <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
      <Button type="submit" loading={reset.isPending}>
        Reset password
      </Button>
    </AuthForm>
  );
}

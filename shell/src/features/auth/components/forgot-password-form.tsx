import { zodResolver } from '@hookform/resolvers/zod';
import type { ForgotPassword } from '@naija-homes/contracts/auth';
import { Button } from '@naija-homes/ui-kit/components/button';
import { FormField } from '@naija-homes/ui-kit/components/form-field';
import { Input } from '@naija-homes/ui-kit/components/input';
import { toastFirstError } from '@naija-homes/ui-kit/lib/form-errors';
import { Link, useNavigate } from '@naija-homes/ui-kit/lib/router';
import { toastOutcome } from '@naija-homes/ui-kit/lib/toast-outcome';
import { useForm } from 'react-hook-form';
import { deferredResolver } from '../../../shared/deferred-resolver';
import { useForgotPassword } from '../api/forgot-password';
import { AuthForm } from './auth-form';

const validation = deferredResolver<ForgotPassword>(async () =>
  zodResolver((await import('@naija-homes/contracts/auth')).forgotPasswordSchema),
);

/** Asks for the email that gets a reset-password code. */
export function ForgotPasswordForm() {
  const navigate = useNavigate();
  const form = useForm<ForgotPassword>({ resolver: validation.resolver, defaultValues: { email: '' } });
  const request = useForgotPassword(
    toastOutcome((_response, body) =>
      navigate(`/verify-otp?email=${encodeURIComponent(body.email)}&type=reset-password`),
    ),
  );
  return (
    <AuthForm
      onFocus={validation.preload}
      onSubmit={form.handleSubmit((values) => request.mutate(values), toastFirstError)}
    >
      <FormField label="Email" error={form.formState.errors.email?.message} required>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <Button type="submit" loading={request.isPending}>
        Send code
      </Button>
      <Link to="/sign-in" className="text-center text-sm text-primary hover:underline">
        Back to sign in
      </Link>
    </AuthForm>
  );
}

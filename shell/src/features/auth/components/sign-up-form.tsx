import { zodResolver } from '@hookform/resolvers/zod';
import type { SignUpForm as SignUpFormValues, SignUpRole } from '@naija-homes/contracts/auth';
import { messages } from '@naija-homes/contracts/messages';
import { Button } from '@naija-homes/ui-kit/components/button';
import { FormField } from '@naija-homes/ui-kit/components/form-field';
import { Input } from '@naija-homes/ui-kit/components/input';
import { PhoneInput } from '@naija-homes/ui-kit/components/phone-input';
import { toastFirstError } from '@naija-homes/ui-kit/lib/form-errors';
import { Link, useNavigate } from '@naija-homes/ui-kit/lib/router';
import { toastOutcome } from '@naija-homes/ui-kit/lib/toast-outcome';
import { Controller, useForm } from 'react-hook-form';
import { deferredResolver } from '../../../shared/deferred-resolver';
import { PasswordInput } from '../../../shared/password-input';
import { authHref } from '../../../shared/return-to';
import { useSignUp } from '../api/sign-up';
import { AuthForm } from './auth-form';

const validation = deferredResolver<SignUpFormValues>(async () =>
  zodResolver((await import('@naija-homes/contracts/auth')).signUpFormSchema),
);

/** Sign-up's second step: the basic information; the code to verify the email follows. */
export function SignUpForm({ role, redirect }: { role: SignUpRole; redirect: string | null }) {
  const navigate = useNavigate();
  const form = useForm<SignUpFormValues>({
    resolver: validation.resolver,
    defaultValues: { firstName: '', lastName: '', email: '', phoneNumber: '', password: '', confirmPassword: '', role },
  });
  const signUp = useSignUp(
    toastOutcome((_response, body) =>
      navigate(authHref('/verify-otp', redirect, { email: body.email, type: 'verify-email' })),
    ),
  );
  const { errors } = form.formState;
  return (
    <AuthForm
      onFocus={validation.preload}
      onSubmit={form.handleSubmit(
        ({ confirmPassword: _confirm, ...body }) => signUp.mutate({ ...body, role }),
        toastFirstError,
      )}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First Name" error={errors.firstName?.message} required>
          <Input autoComplete="given-name" {...form.register('firstName')} />
        </FormField>
        <FormField label="Last Name" error={errors.lastName?.message} required>
          <Input autoComplete="family-name" {...form.register('lastName')} />
        </FormField>
      </div>
      <FormField label="Email" error={errors.email?.message} required>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <Controller
        control={form.control}
        name="phoneNumber"
        render={({ field }) => (
          <FormField label="Phone Number" error={errors.phoneNumber?.message} required>
            <PhoneInput value={field.value} onChange={field.onChange} onBlur={field.onBlur} name={field.name} />
          </FormField>
        )}
      />
      <FormField label="Password" error={errors.password?.message} hint={messages.passwordHint} required>
        <PasswordInput autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <FormField label="Confirm Password" error={errors.confirmPassword?.message} required>
        <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
      <Button type="submit" loading={signUp.isPending}>
        Sign up
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        <Link to={authHref('/sign-up', redirect)} className="text-primary hover:underline">
          Change account type
        </Link>
      </p>
    </AuthForm>
  );
}

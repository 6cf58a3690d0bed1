import { zodResolver } from '@hookform/resolvers/zod';
import { isApiError } from '@naija-homes/client/api-client';
import type { SignIn } from '@naija-homes/contracts/auth';
import { messages } from '@naija-homes/contracts/messages';
import { Button } from '@naija-homes/ui-kit/components/button';
import { FormField } from '@naija-homes/ui-kit/components/form-field';
import { Input } from '@naija-homes/ui-kit/components/input';
import { toast } from '@naija-homes/ui-kit/components/toast';
import { toastFirstError } from '@naija-homes/ui-kit/lib/form-errors';
import { Link, useNavigate } from '@naija-homes/ui-kit/lib/router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { deferredResolver } from '../../../shared/deferred-resolver';
import { PasswordInput } from '../../../shared/password-input';
import { authHref } from '../../../shared/return-to';
import { useRuntimeConfig } from '../../../shared/runtime-config';
import { useSignIn } from '../api/sign-in';
import { afterSignInPath } from '../safe-redirect';
import { AuthForm } from './auth-form';
import { GoogleButton } from './google-button';

const validation = deferredResolver<SignIn>(async () =>
  zodResolver((await import('@naija-homes/contracts/auth')).signInSchema),
);

/** Email and password sign-in; an unverified email goes on to the code screen. */
export function SignInForm({ redirect }: { redirect: string | null }) {
  const navigate = useNavigate();
  const { googleSignIn } = useRuntimeConfig();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<SignIn>({ resolver: validation.resolver, defaultValues: { email: '', password: '' } });
  const signIn = useSignIn({
    onSuccess: (response) => {
      navigate(afterSignInPath(redirect, response.data.role), { replace: true });
    },
    onError: (error, body) => {
      if (isApiError(error, 403) && error.message === messages.verifyEmailFirst) {
        toast.info(error.message);
        navigate(authHref('/verify-otp', redirect, { email: body.email, type: 'verify-email' }));
        return;
      }
      setServerError(error.message);
      toast.error(error.message);
    },
  });
  const { errors } = form.formState;
  return (
    <AuthForm
      onFocus={validation.preload}
      onSubmit={form.handleSubmit((values) => signIn.mutate(values), toastFirstError)}
    >
      <FormField label="Email" error={errors.email?.message} required>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <FormField label="Password" error={errors.password?.message} required>
        <PasswordInput autoComplete="current-password" {...form.register('password')} />
      </FormField>
      <Link to="/forgot-password" className="justify-self-end text-sm text-primary hover:underline">
        Forgot password?
      </Link>
      {serverError ? (
        <p role="alert" className="rounded-lg bg-destructive-soft p-3 text-sm text-destructive">
          {serverError}
        </p>
      ) : null}
      <Button type="submit" loading={signIn.isPending}>
        Sign in
      </Button>
      {googleSignIn ? <GoogleButton /> : null}
      <p className="text-center text-sm text-muted-foreground">
        New to Naija Homes?{' '}
        <Link to={authHref('/sign-up', redirect)} className="font-medium text-primary hover:underline">
          Create an account
        </Link>
      </p>
    </AuthForm>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { type SignIn, signInSchema } from '@naija-homes/contracts/auth';
import { ApiError, apiRequest, type DataResponse } from '@naija-homes/contracts/http';
import { messages } from '@naija-homes/contracts/messages';
import type { User } from '@naija-homes/contracts/user';
import { Button } from '@naija-homes/ui-kit/components/button';
import { FormField } from '@naija-homes/ui-kit/components/form-field';
import { Input } from '@naija-homes/ui-kit/components/input';
import { toast } from '@naija-homes/ui-kit/components/toast';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { useSetSessionUser } from '../../lib/session';
import { AuthCard } from './auth-card';
import { GoogleButton } from './google-button';
import { PasswordInput } from './password-input';
import { afterSignInPath } from './safe-redirect';

export function SignInPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const setUser = useSetSessionUser();
  const { googleSignIn } = useRuntimeConfig();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<SignIn>({ resolver: zodResolver(signInSchema), defaultValues: { email: '', password: '' } });
  const signIn = useMutation({
    mutationFn: (body: SignIn) => apiRequest<DataResponse<User>>('/auth/sign-in', { body }),
    onSuccess: (response) => {
      setUser(response.data);
      navigate(afterSignInPath(params.get('redirect'), response.data.role), { replace: true });
    },
    onError: (error, body) => {
      if (error instanceof ApiError && error.status === 403 && error.message === messages.verifyEmailFirst) {
        toast.info(error.message);
        navigate(`/verify-otp?email=${encodeURIComponent(body.email)}&type=verify-email`);
        return;
      }
      setServerError(error.message);
      toast.error(error.message);
    },
  });
  const { errors } = form.formState;
  return (
    <AuthCard title="Sign in" subtitle="Welcome back to Naija Homes.">
      <form className="grid gap-4" noValidate onSubmit={form.handleSubmit((values) => signIn.mutate(values))}>
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
          <Link to="/sign-up" className="font-medium text-primary hover:underline">
            Create an account
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}

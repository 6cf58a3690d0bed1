import { zodResolver } from '@hookform/resolvers/zod';
import { type ForgotPassword, forgotPasswordSchema } from '@naija-homes/contracts/auth';
import { apiRequest, type MessageResponse } from '@naija-homes/contracts/http';
import { Button } from '@naija-homes/ui-kit/components/button';
import { FormField } from '@naija-homes/ui-kit/components/form-field';
import { Input } from '@naija-homes/ui-kit/components/input';
import { toast } from '@naija-homes/ui-kit/components/toast';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { AuthCard } from './auth-card';

export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const form = useForm<ForgotPassword>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });
  const request = useMutation({
    mutationFn: (body: ForgotPassword) => apiRequest<MessageResponse>('/auth/forgot-password', { body }),
    onSuccess: (response, body) => {
      toast.success(response.message);
      navigate(`/verify-otp?email=${encodeURIComponent(body.email)}&type=reset-password`);
    },
    onError: (error) => toast.error(error.message),
  });
  return (
    <AuthCard title="Forgot password" subtitle="We will email you a 6 digit code to reset it.">
      <form className="grid gap-4" noValidate onSubmit={form.handleSubmit((values) => request.mutate(values))}>
        <FormField label="Email" error={form.formState.errors.email?.message} required>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </FormField>
        <Button type="submit" loading={request.isPending}>
          Send code
        </Button>
        <Link to="/sign-in" className="text-center text-sm text-primary hover:underline">
          Back to sign in
        </Link>
      </form>
    </AuthCard>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { type ResetPasswordForm, resetPasswordFormSchema } from '@naija-homes/contracts/auth';
import { apiRequest, type MessageResponse } from '@naija-homes/contracts/http';
import { messages } from '@naija-homes/contracts/messages';
import { Button } from '@naija-homes/ui-kit/components/button';
import { FormField } from '@naija-homes/ui-kit/components/form-field';
import { toast } from '@naija-homes/ui-kit/components/toast';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from './auth-card';
import { PasswordInput } from './password-input';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const code = params.get('code') ?? '';
  const navigate = useNavigate();
  const form = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const reset = useMutation({
    mutationFn: (password: string) =>
      apiRequest<MessageResponse>('/auth/reset-password', { body: { email, code, password } }),
    onSuccess: (response) => {
      toast.success(response.message);
      navigate('/sign-in', { replace: true });
    },
    onError: (error) => toast.error(error.message),
  });
  if (!email || !code) return <Navigate to="/forgot-password" replace />;
  const { errors } = form.formState;
  return (
    <AuthCard title="Choose a new password" subtitle={`For ${email}`}>
      <form className="grid gap-4" noValidate onSubmit={form.handleSubmit((values) => reset.mutate(values.password))}>
        <FormField label="New Password" error={errors.password?.message} hint={messages.passwordHint} required>
          <PasswordInput autoComplete="new-password" {...form.register('password')} />
        </FormField>
        <FormField label="Confirm Password" error={errors.confirmPassword?.message} required>
          <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
        </FormField>
        <Button type="submit" loading={reset.isPending}>
          Reset password
        </Button>
      </form>
    </AuthCard>
  );
}

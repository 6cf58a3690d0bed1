import { zodResolver } from '@hookform/resolvers/zod';
import { type ChangePasswordForm, changePasswordFormSchema } from '@naija-homes/contracts/auth';
import { apiRequest, type MessageResponse } from '@naija-homes/contracts/http';
import { Button } from '@naija-homes/ui-kit/components/button';
import { FormField } from '@naija-homes/ui-kit/components/form-field';
import { toast } from '@naija-homes/ui-kit/components/toast';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { PasswordInput } from '../auth/password-input';

/** Password change for every role (registered as the "password-form" slot). */
export function PasswordForm() {
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const change = useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      apiRequest<MessageResponse>('/user/password', { method: 'PATCH', body }),
    onSuccess: (response) => {
      toast.success(response.message);
      form.reset();
    },
    onError: (error) => toast.error(error.message),
  });
  const { errors } = form.formState;
  return (
    <form
      aria-label="Change password"
      className="grid max-w-md gap-4"
      noValidate
      onSubmit={form.handleSubmit(({ currentPassword, newPassword }) =>
        change.mutate({ currentPassword, newPassword }),
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

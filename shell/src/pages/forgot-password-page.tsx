import { AuthCard } from '../features/auth/components/auth-card';
import { ForgotPasswordForm } from '../features/auth/components/forgot-password-form';

export function ForgotPasswordPage() {
  return (
    <AuthCard title="Forgot password" subtitle="We will email you a 6 digit code to reset it.">
      <ForgotPasswordForm />
    </AuthCard>
  );
}

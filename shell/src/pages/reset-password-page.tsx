import { Navigate, useSearchParams } from '@naija-homes/ui-kit/lib/router';
import { AuthCard } from '../features/auth/components/auth-card';
import { ResetPasswordForm } from '../features/auth/components/reset-password-form';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const code = params.get('code') ?? '';
  if (!email || !code) return <Navigate to="/forgot-password" replace />;
  return (
    <AuthCard title="Choose a new password" subtitle={`For ${email}`}>
      <ResetPasswordForm email={email} code={code} />
    </AuthCard>
  );
}

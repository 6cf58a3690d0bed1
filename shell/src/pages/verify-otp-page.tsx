import type { OtpType } from '@naija-homes/contracts/enums';
import { Navigate, useSearchParams } from '@naija-homes/ui-kit/lib/router';
import { AuthCard } from '../features/auth/components/auth-card';
import { VerifyOtpForm } from '../features/auth/components/verify-otp-form';

export function VerifyOtpPage() {
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const type: OtpType = params.get('type') === 'reset-password' ? 'reset-password' : 'verify-email';
  if (!email) return <Navigate to="/sign-in" replace />;
  return (
    <AuthCard
      title={type === 'reset-password' ? 'Reset your password' : 'Verify your email'}
      subtitle={
        <>
          Enter the 6 digit code we sent to <strong className="text-foreground">{email}</strong>. It expires in 10
          minutes.
        </>
      }
    >
      <VerifyOtpForm email={email} type={type} redirect={params.get('redirect')} />
    </AuthCard>
  );
}

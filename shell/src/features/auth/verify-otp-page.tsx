import type { OtpType } from '@naija-homes/contracts/enums';
import { apiRequest, type DataResponse, type MessageResponse } from '@naija-homes/contracts/http';
import { limits } from '@naija-homes/contracts/limits';
import { homePathForRole, type User } from '@naija-homes/contracts/user';
import { Button } from '@naija-homes/ui-kit/components/button';
import { OtpInput } from '@naija-homes/ui-kit/components/otp-input';
import { toast } from '@naija-homes/ui-kit/components/toast';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useSetSessionUser } from '../../lib/session';
import { AuthCard } from './auth-card';

const RESEND_COOLDOWN_SECONDS = 30;

export function VerifyOtpPage() {
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const type: OtpType = params.get('type') === 'reset-password' ? 'reset-password' : 'verify-email';
  const navigate = useNavigate();
  const setUser = useSetSessionUser();
  const [code, setCode] = useState('');
  const [cooldown, setCooldown] = useState(0);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = setTimeout(() => setCooldown(cooldown - 1), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  const verify = useMutation({
    mutationFn: () =>
      apiRequest<Partial<DataResponse<User>> & { message?: string }>('/auth/verify-otp', {
        body: { code, email, type },
      }),
    onSuccess: (response) => {
      if (response.message) toast.success(response.message);
      if (type === 'reset-password') {
        navigate(`/reset-password?email=${encodeURIComponent(email)}&code=${code}`);
      } else if (response.data) {
        setUser(response.data);
        navigate(homePathForRole(response.data.role), { replace: true });
      } else {
        navigate('/sign-in');
      }
    },
    onError: (error) => {
      setCode('');
      toast.error(error.message);
    },
  });
  const resend = useMutation({
    mutationFn: () => apiRequest<MessageResponse>('/auth/resend-otp', { body: { email, type } }),
    onSuccess: (response) => {
      toast.success(response.message);
      setCooldown(RESEND_COOLDOWN_SECONDS);
    },
    onError: (error) => toast.error(error.message),
  });

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
      <form
        className="grid gap-6"
        onSubmit={(event) => {
          event.preventDefault();
          if (code.length === limits.otpLength) verify.mutate();
        }}
      >
        <OtpInput value={code} onChange={setCode} />
        <Button type="submit" disabled={code.length !== limits.otpLength} loading={verify.isPending}>
          Verify
        </Button>
        <p className="text-center text-sm text-muted-foreground">
          Didn't get the code?{' '}
          <Button
            type="button"
            variant="link"
            className="h-auto p-0"
            disabled={cooldown > 0 || resend.isPending}
            onClick={() => resend.mutate()}
          >
            {cooldown > 0 ? `Resend in ${cooldown}s` : 'Resend'}
          </Button>
        </p>
      </form>
    </AuthCard>
  );
}

import type { OtpType } from '@naija-homes/contracts/enums';
import { limits } from '@naija-homes/contracts/limits';
import { Button } from '@naija-homes/ui-kit/components/button';
import { OtpInput } from '@naija-homes/ui-kit/components/otp-input';
import { toast } from '@naija-homes/ui-kit/components/toast';
import { useNavigate } from '@naija-homes/ui-kit/lib/router';
import { toastOutcome } from '@naija-homes/ui-kit/lib/toast-outcome';
import { useState } from 'react';
import { useResendOtp } from '../api/resend-otp';
import { useVerifyOtp } from '../api/verify-otp';
import { useCountdown } from '../hooks/use-countdown';
import { afterSignInPath } from '../safe-redirect';

const RESEND_COOLDOWN_SECONDS = 30;

/** The 6 digit code: a verified email signs in; a reset-password code goes on to the new password. */
export function VerifyOtpForm({ email, type, redirect }: { email: string; type: OtpType; redirect: string | null }) {
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [cooldown, startCooldown] = useCountdown();

  const verify = useVerifyOtp({
    onSuccess: (response) => {
      if (response.message) toast.success(response.message);
      if (type === 'reset-password') {
        navigate(`/reset-password?email=${encodeURIComponent(email)}&code=${code}`);
      } else if ('data' in response) {
        navigate(afterSignInPath(redirect, response.data.role), { replace: true });
      } else {
        navigate('/sign-in');
      }
    },
    onError: (error) => {
      setCode('');
      toast.error(error.message);
    },
  });
  const resend = useResendOtp(toastOutcome(() => startCooldown(RESEND_COOLDOWN_SECONDS)));

  return (
    <form
      className="grid gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        if (code.length === limits.otpLength) verify.mutate({ code, email, type });
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
          onClick={() => resend.mutate({ email, type })}
        >
          {cooldown > 0 ? `Resend in ${cooldown}s` : 'Resend'}
        </Button>
      </p>
    </form>
  );
}

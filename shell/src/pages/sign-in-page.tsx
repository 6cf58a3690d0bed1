import { useSearchParams } from '@naija-homes/ui-kit/lib/router';
import { AuthCard } from '../features/auth/components/auth-card';
import { SignInForm } from '../features/auth/components/sign-in-form';

export function SignInPage() {
  const [params] = useSearchParams();
  return (
    <AuthCard title="Sign in" subtitle="Welcome back to Naija Homes.">
      <SignInForm redirect={params.get('redirect')} />
    </AuthCard>
  );
}

import { useSearchParams } from '@naija-homes/ui-kit/lib/router';
import { AuthCard } from '../features/auth/components/auth-card';
import { RoleChooser } from '../features/auth/components/role-chooser';
import { SignUpForm } from '../features/auth/components/sign-up-form';

export function SignUpPage() {
  const [params, setParams] = useSearchParams();
  const role = params.get('role');
  if (role === 'AGENT' || role === 'BUYER') {
    return (
      <AuthCard
        title={role === 'AGENT' ? 'Sign up as an agent' : 'Sign up as a home buyer'}
        subtitle="Basic information"
      >
        <SignUpForm role={role} redirect={params.get('redirect')} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Create an account">
      <RoleChooser
        onContinue={(chosen) =>
          setParams((current) => {
            current.set('role', chosen);
            return current;
          })
        }
      />
    </AuthCard>
  );
}

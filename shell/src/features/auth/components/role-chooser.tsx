import type { SignUpRole } from '@naija-homes/contracts/auth';
import { Button } from '@naija-homes/ui-kit/components/button';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import { Link } from '@naija-homes/ui-kit/lib/router';
import { BriefcaseIcon, HomeIcon } from 'lucide-react';
import { useState } from 'react';
import { useAuthHref } from '../../../shared/return-to';

const roleChoices: Array<{ role: SignUpRole; title: string; text: string; icon: typeof HomeIcon }> = [
  {
    role: 'AGENT',
    title: 'An Agent',
    text: 'List properties, get verified and meet serious clients.',
    icon: BriefcaseIcon,
  },
  { role: 'BUYER', title: 'Home Buyer', text: 'Find, compare and save homes; message agents.', icon: HomeIcon },
];

/** Sign-up's first step: the kind of account. */
export function RoleChooser({ onContinue }: { onContinue: (role: SignUpRole) => void }) {
  const [chosen, setChosen] = useState<SignUpRole | null>(null);
  const signInHref = useAuthHref('/sign-in');
  return (
    <>
      <fieldset className="grid gap-3">
        <legend className="mb-3 font-medium">What Kind of account would you like to create?</legend>
        {roleChoices.map((choice) => (
          <label
            key={choice.role}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-card border p-4 has-focus-visible:outline-2 has-focus-visible:outline-primary',
              chosen === choice.role ? 'border-primary bg-primary-soft' : 'border-border hover:bg-muted',
            )}
          >
            <input
              type="radio"
              name="role"
              value={choice.role}
              className="sr-only"
              checked={chosen === choice.role}
              onChange={() => setChosen(choice.role)}
            />
            <choice.icon className="mt-0.5 size-6 text-primary" aria-hidden="true" />
            <span>
              <span className="block font-semibold">{choice.title}</span>
              <span className="block text-sm text-muted-foreground">{choice.text}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <Button className="mt-6 w-full" disabled={!chosen} onClick={() => chosen && onContinue(chosen)}>
        Continue
      </Button>
      <p className="mt-4 text-center text-sm text-muted-foreground">
        Already have an account?{' '}
        <Link to={signInHref} className="font-medium text-primary hover:underline">
          Sign in
        </Link>
      </p>
    </>
  );
}

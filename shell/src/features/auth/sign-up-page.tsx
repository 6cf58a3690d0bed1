import { zodResolver } from '@hookform/resolvers/zod';
import { type SignUpForm, type SignUpRole, signUpFormSchema } from '@naija-homes/contracts/auth';
import { apiRequest, type MessageResponse } from '@naija-homes/contracts/http';
import { messages } from '@naija-homes/contracts/messages';
import { Button } from '@naija-homes/ui-kit/components/button';
import { FormField } from '@naija-homes/ui-kit/components/form-field';
import { Input } from '@naija-homes/ui-kit/components/input';
import { PhoneInput } from '@naija-homes/ui-kit/components/phone-input';
import { toast } from '@naija-homes/ui-kit/components/toast';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import { useMutation } from '@tanstack/react-query';
import { BriefcaseIcon, HomeIcon } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from './auth-card';
import { PasswordInput } from './password-input';

const roleChoices: Array<{ role: SignUpRole; title: string; text: string; icon: typeof HomeIcon }> = [
  {
    role: 'AGENT',
    title: 'An Agent',
    text: 'List properties, get verified and meet serious clients.',
    icon: BriefcaseIcon,
  },
  { role: 'BUYER', title: 'Home Buyer', text: 'Find, compare and save homes; message agents.', icon: HomeIcon },
];

export function SignUpPage() {
  const [params, setParams] = useSearchParams();
  const role = params.get('role');
  if (role === 'AGENT' || role === 'BUYER') return <BasicInformation role={role} />;
  return <RoleChooser onContinue={(chosen) => setParams({ role: chosen })} />;
}

function RoleChooser({ onContinue }: { onContinue: (role: SignUpRole) => void }) {
  const [chosen, setChosen] = useState<SignUpRole | null>(null);
  return (
    <AuthCard title="Create an account">
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
        <Link to="/sign-in" className="font-medium text-primary hover:underline">
          Sign in
        </Link>
      </p>
    </AuthCard>
  );
}

function BasicInformation({ role }: { role: SignUpRole }) {
  const navigate = useNavigate();
  const form = useForm<SignUpForm>({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: { firstName: '', lastName: '', email: '', phoneNumber: '', password: '', confirmPassword: '', role },
  });
  const signUp = useMutation({
    mutationFn: (body: Omit<SignUpForm, 'confirmPassword'>) => apiRequest<MessageResponse>('/auth/sign-up', { body }),
    onSuccess: (response, body) => {
      toast.success(response.message);
      navigate(`/verify-otp?email=${encodeURIComponent(body.email)}&type=verify-email`);
    },
    onError: (error) => toast.error(error.message),
  });
  const { errors } = form.formState;
  return (
    <AuthCard title={role === 'AGENT' ? 'Sign up as an agent' : 'Sign up as a home buyer'} subtitle="Basic information">
      <form
        className="grid gap-4"
        noValidate
        onSubmit={form.handleSubmit(
          ({ confirmPassword: _confirm, ...body }) => signUp.mutate({ ...body, role }),
          (invalid) => {
            const first = Object.values(invalid)[0]?.message;
            if (first) toast.error(String(first));
          },
        )}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="First Name" error={errors.firstName?.message} required>
            <Input autoComplete="given-name" {...form.register('firstName')} />
          </FormField>
          <FormField label="Last Name" error={errors.lastName?.message} required>
            <Input autoComplete="family-name" {...form.register('lastName')} />
          </FormField>
        </div>
        <FormField label="Email" error={errors.email?.message} required>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </FormField>
        <Controller
          control={form.control}
          name="phoneNumber"
          render={({ field }) => (
            <FormField label="Phone Number" error={errors.phoneNumber?.message} required>
              <PhoneInput value={field.value} onChange={field.onChange} onBlur={field.onBlur} name={field.name} />
            </FormField>
          )}
        />
        <FormField label="Password" error={errors.password?.message} hint={messages.passwordHint} required>
          <PasswordInput autoComplete="new-password" {...form.register('password')} />
        </FormField>
        <FormField label="Confirm Password" error={errors.confirmPassword?.message} required>
          <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
        </FormField>
        <Button type="submit" loading={signUp.isPending}>
          Sign up
        </Button>
        <p className="text-center text-sm text-muted-foreground">
          <Link to="/sign-up" className="text-primary hover:underline">
            Change account type
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}

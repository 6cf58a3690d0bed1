import { zodResolver } from '@hookform/resolvers/zod';
import { runtimeConfigQueryOptions } from '@naija-homes/client/queries/runtime-config';
import type { SessionUser } from '@naija-homes/client/queries/session';
import { type AgentDetails, type AgentVerification, agentVerificationSchema } from '@naija-homes/contracts/agent';
import { verificationTypes } from '@naija-homes/contracts/enums';
import { messages } from '@naija-homes/contracts/messages';
import { FormField } from '@naija-homes/ui-kit/components/form-field';
import { Input } from '@naija-homes/ui-kit/components/input';
import { Select } from '@naija-homes/ui-kit/components/select';
import { toast } from '@naija-homes/ui-kit/components/toast';
import { toastFirstError } from '@naija-homes/ui-kit/lib/form-errors';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useVerifyIdentity } from '../api/verify-identity';
import { StepActions } from './step-actions';
import { StepCard } from './step-card';

const idHints: Record<AgentVerification['verificationType'], string> = {
  Passport: 'The letter and eight digits on your international passport, e.g. A00000001.',
  'Voter ID': "The 19-character VIN on your permanent voter's card.",
  "Driver's License": "The 12-character number on your driver's licence, e.g. ABC123456789.",
};

export function IdentityStep({
  details,
  user,
}: {
  details: AgentDetails;
  user: Pick<SessionUser, 'firstName' | 'lastName'>;
}) {
  const form = useForm<AgentVerification>({
    resolver: zodResolver(agentVerificationSchema),
    defaultValues: {
      verificationType: '' as AgentVerification['verificationType'],
      identification: '',
      firstname: user.firstName,
      lastname: user.lastName,
    },
  });
  const verify = useVerifyIdentity({
    onSuccess: (response) => toast.success(response.message ?? messages.smileIdVerified),
    onError: (error) => form.setError('root', { message: error.message }),
  });
  const config = useQuery(runtimeConfigQueryOptions());
  const verified = details.isSmileIdVerified;
  const type = form.watch('verificationType');
  const { errors } = form.formState;
  return (
    <StepCard
      number={1}
      title="Smile Id Verification"
      description="Confirm who you are with a government ID. Enter your names exactly as they appear on the ID: once verified, they become your account names."
      complete={verified}
    >
      {config.data?.idVerification === 'sandbox' && !verified ? (
        <p className="rounded-md bg-blue-50 p-3 text-sm text-blue-900">
          Sandbox mode: no real ID check runs. Test numbers that verify: Passport A00000001, Voter ID
          90F5B1A2C3D4E5F6781, Driver's License ABC123456781 (numbers ending in 0 are not found, in 2 do not match the
          names).
        </p>
      ) : null}
      {verified ? (
        // Done: what was checked, read-only (a form with 'Select ID type' would look unfinished after a reload).
        <div role="status" className="grid gap-3 rounded-md bg-green-50 p-4 text-sm text-green-900">
          <p className="font-medium">{messages.smileIdVerified}</p>
          <dl className="grid gap-2 sm:grid-cols-3">
            <div>
              <dt className="text-xs text-green-800">ID type</dt>
              <dd className="font-medium">{details.verificationType ?? 'Government ID'}</dd>
            </div>
            {details.identificationLast4 ? (
              <div>
                <dt className="text-xs text-green-800">ID number</dt>
                <dd className="font-medium">ending {details.identificationLast4}</dd>
              </div>
            ) : null}
            <div>
              <dt className="text-xs text-green-800">Verified name</dt>
              <dd className="font-medium">
                {user.firstName} {user.lastName}
              </dd>
            </div>
          </dl>
        </div>
      ) : (
        <form
          noValidate
          aria-label="Smile Id Verification"
          onSubmit={form.handleSubmit((values) => verify.mutate(values), toastFirstError)}
        >
          <fieldset disabled={verify.isPending} className="grid gap-4 sm:grid-cols-2">
            <FormField label="ID Type" error={errors.verificationType?.message} required>
              <Select {...form.register('verificationType')}>
                <option value="">Select ID type</option>
                {verificationTypes.map((value) => (
                  <option key={value} value={value}>
                    {value}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField
              label="Identification Number"
              error={errors.identification?.message}
              hint={type ? idHints[type] : 'Choose the ID type first.'}
              required
            >
              <Input autoComplete="off" disabled={!type} {...form.register('identification')} />
            </FormField>
            <FormField label="First Name (as on the ID)" error={errors.firstname?.message} required>
              <Input disabled={!type} {...form.register('firstname')} />
            </FormField>
            <FormField label="Last Name (as on the ID)" error={errors.lastname?.message} required>
              <Input disabled={!type} {...form.register('lastname')} />
            </FormField>
            <StepActions error={errors.root?.message} saving={verify.isPending} label="Verify" disabled={!type} />
          </fieldset>
        </form>
      )}
    </StepCard>
  );
}

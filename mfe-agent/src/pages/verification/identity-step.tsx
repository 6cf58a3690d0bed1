import { zodResolver } from '@hookform/resolvers/zod';
import { type AgentDetails, type AgentVerification, agentVerificationSchema } from '@naija-homes/contracts/agent';
import { verificationTypes } from '@naija-homes/contracts/enums';
import { apiRequest, type DataResponse, fetchRuntimeConfig } from '@naija-homes/contracts/http';
import type { User } from '@naija-homes/contracts/user';
import { Button } from '@naija-homes/ui-kit/components/button';
import { FormField } from '@naija-homes/ui-kit/components/form-field';
import { Input } from '@naija-homes/ui-kit/components/input';
import { Select } from '@naija-homes/ui-kit/components/select';
import { toast } from '@naija-homes/ui-kit/components/toast';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { StepCard } from './step-card';
import { useStepSaved } from './use-agent-details';

export const verifiedMessage = 'Congratulations! You are successfully verified';

const idHints: Record<AgentVerification['verificationType'], string> = {
  Passport: 'The letter and eight digits on your international passport, e.g. A00000001.',
  'Voter ID': "The 19-character VIN on your permanent voter's card.",
  "Driver's License": "The 12-character number on your driver's licence, e.g. ABC123456789.",
};

export function IdentityStep({ details, user }: { details: AgentDetails; user: User }) {
  const saved = useStepSaved();
  const form = useForm<AgentVerification>({
    resolver: zodResolver(agentVerificationSchema),
    defaultValues: {
      verificationType: '' as AgentVerification['verificationType'],
      identification: '',
      firstname: user.firstName,
      lastname: user.lastName,
    },
  });
  const verify = useMutation({
    mutationFn: (body: AgentVerification) =>
      apiRequest<DataResponse<AgentDetails>>('/agent/create-agent', { method: 'POST', body }),
    onSuccess: (response) => {
      saved(response.data);
      toast.success(response.message ?? verifiedMessage);
    },
    onError: (error) => form.setError('root', { message: error.message }),
  });
  const config = useQuery({ queryKey: ['runtime-config'], queryFn: fetchRuntimeConfig, staleTime: Infinity });
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
        <p role="status" className="rounded-md bg-green-50 p-3 text-sm font-medium text-green-800">
          {verifiedMessage}
          {details.verificationType ? ` (${details.verificationType} ending ${details.identificationLast4 ?? ''})` : ''}
        </p>
      ) : null}
      <form
        noValidate
        aria-label="Smile Id Verification"
        onSubmit={form.handleSubmit((values) => verify.mutate(values))}
      >
        <fieldset disabled={verified || verify.isPending} className="grid gap-4 sm:grid-cols-2">
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
            <Input autoComplete="off" disabled={!type || verified} {...form.register('identification')} />
          </FormField>
          <FormField label="First Name (as on the ID)" error={errors.firstname?.message} required>
            <Input disabled={!type || verified} {...form.register('firstname')} />
          </FormField>
          <FormField label="Last Name (as on the ID)" error={errors.lastname?.message} required>
            <Input disabled={!type || verified} {...form.register('lastname')} />
          </FormField>
          {errors.root ? (
            <p role="alert" className="text-sm text-destructive sm:col-span-2">
              {errors.root.message}
            </p>
          ) : null}
          {verified ? null : (
            <div className="sm:col-span-2">
              <Button type="submit" loading={verify.isPending} disabled={!type}>
                Verify
              </Button>
            </div>
          )}
        </fieldset>
      </form>
    </StepCard>
  );
}

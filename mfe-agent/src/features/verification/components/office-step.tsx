import { zodResolver } from '@hookform/resolvers/zod';
import { type AgentDetails, type AgentOffice, agentMessages, agentOfficeSchema } from '@naija-homes/contracts/agent';
import { agencySizes } from '@naija-homes/contracts/enums';
import { Button } from '@naija-homes/ui-kit/components/button';
import { FormField } from '@naija-homes/ui-kit/components/form-field';
import { Input } from '@naija-homes/ui-kit/components/input';
import { PhoneInput } from '@naija-homes/ui-kit/components/phone-input';
import { Select } from '@naija-homes/ui-kit/components/select';
import { toast } from '@naija-homes/ui-kit/components/toast';
import { toastFirstError } from '@naija-homes/ui-kit/lib/form-errors';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSaveOffice } from '../api/save-office';
import { StepActions } from './step-actions';
import { StepCard } from './step-card';

export function OfficeStep({ details }: { details: AgentDetails }) {
  const [locating, setLocating] = useState(false);
  const form = useForm<AgentOffice>({
    resolver: zodResolver(agentOfficeSchema),
    defaultValues: {
      agencyName: details.agencyName ?? '',
      officeName: details.officeName ?? '',
      agencySize: agencySizes.find((size) => size === details.agencySize),
      agencyEmail: details.agencyEmail ?? '',
      agencyPhoneNumber: details.agencyPhoneNumber ?? '',
      address: details.address ?? '',
      latitude: details.latitude ?? undefined,
      longitude: details.longitude ?? undefined,
    },
  });
  const save = useSaveOffice({
    onSuccess: (response) => {
      toast.success(response.message ?? agentMessages.officeSaved);
    },
    onError: (error) => form.setError('root', { message: error.message }),
  });
  function useMyLocation() {
    if (!navigator.geolocation) {
      toast.error('Your browser cannot share its location. Enter the coordinates instead.');
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        form.setValue('latitude', Number(position.coords.latitude.toFixed(6)), { shouldValidate: true });
        form.setValue('longitude', Number(position.coords.longitude.toFixed(6)), { shouldValidate: true });
      },
      () => {
        setLocating(false);
        toast.error('We could not read your location. Enter the coordinates instead.');
      },
      { timeout: 10_000 },
    );
  }
  const { errors } = form.formState;
  return (
    <StepCard
      number={3}
      title="Office Information"
      description="Where buyers can find your agency. The office's coordinates place you on the map."
      complete={details.steps.office}
    >
      <form
        noValidate
        aria-label="Office Information"
        onSubmit={form.handleSubmit((values) => save.mutate(values), toastFirstError)}
      >
        <fieldset disabled={save.isPending} className="grid gap-4 sm:grid-cols-2">
          <FormField label="Agency Name" error={errors.agencyName?.message} required>
            <Input {...form.register('agencyName')} />
          </FormField>
          <FormField label="Office Name" error={errors.officeName?.message} required>
            <Input {...form.register('officeName')} />
          </FormField>
          <FormField label="Agency Size" error={errors.agencySize?.message} required>
            <Select {...form.register('agencySize')}>
              <option value="">Select agency size</option>
              {agencySizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label="Agency Email" error={errors.agencyEmail?.message} required>
            <Input type="email" autoComplete="email" {...form.register('agencyEmail')} />
          </FormField>
          <FormField label="Agency Phone Number" error={errors.agencyPhoneNumber?.message} required>
            <PhoneInput
              value={form.watch('agencyPhoneNumber')}
              onChange={(value) => form.setValue('agencyPhoneNumber', value, { shouldDirty: true })}
            />
          </FormField>
          <FormField label="Office Address" error={errors.address?.message} required>
            <Input autoComplete="street-address" {...form.register('address')} />
          </FormField>
          <FormField label="Latitude" error={errors.latitude?.message} required>
            <Input
              type="number"
              step="any"
              inputMode="decimal"
              {...form.register('latitude', { valueAsNumber: true })}
            />
          </FormField>
          <FormField label="Longitude" error={errors.longitude?.message} required>
            <Input
              type="number"
              step="any"
              inputMode="decimal"
              {...form.register('longitude', { valueAsNumber: true })}
            />
          </FormField>
          <div className="sm:col-span-2">
            <Button type="button" variant="outline" size="sm" loading={locating} onClick={useMyLocation}>
              Use my current location
            </Button>
          </div>
          <StepActions error={errors.root?.message} saving={save.isPending} label="Save office information" />
        </fieldset>
      </form>
    </StepCard>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { type AgentDetails, type AgentSocial, agentMessages, agentSocialSchema } from '@naija-homes/contracts/agent';
import { FormField } from '@naija-homes/ui-kit/components/form-field';
import { Input } from '@naija-homes/ui-kit/components/input';
import { toast } from '@naija-homes/ui-kit/components/toast';
import { toastFirstError, toastInvalid } from '@naija-homes/ui-kit/lib/form-errors';
import { useForm } from 'react-hook-form';
import { useSaveSocial } from '../api/save-social';
import { StepActions } from './step-actions';
import { StepCard } from './step-card';

export function SocialStep({ details }: { details: AgentDetails }) {
  const form = useForm<AgentSocial>({
    resolver: zodResolver(agentSocialSchema),
    defaultValues: {
      website: details.website ?? '',
      linkedIn: details.linkedIn ?? '',
      facebook: details.facebook ?? '',
    },
  });
  const save = useSaveSocial({
    onSuccess: (response) => {
      toast.success(response.message ?? agentMessages.socialSaved);
    },
    onError: (error) => form.setError('root', { message: error.message }),
  });
  const { errors } = form.formState;
  return (
    <StepCard
      number={4}
      title="Social Media Links"
      description="At least one place buyers can check your track record: your website, LinkedIn or Facebook page."
      complete={details.steps.social}
    >
      <form
        noValidate
        aria-label="Social Media Links"
        onSubmit={form.handleSubmit((values) => {
          // The step needs one link; the API says the same, but there is no need to ask it. The message goes under
          // the first of the three, which takes the focus, and is the toast like any other problem.
          if (![values.website, values.linkedIn, values.facebook].some((link) => link?.trim())) {
            form.setError('website', { message: agentMessages.socialLinkRequired }, { shouldFocus: true });
            toastInvalid(agentMessages.socialLinkRequired);
            return;
          }
          save.mutate(values);
        }, toastFirstError)}
      >
        <fieldset disabled={save.isPending} className="grid gap-4 sm:grid-cols-2">
          <FormField label="Website" error={errors.website?.message}>
            <Input type="url" placeholder="https://youragency.ng" {...form.register('website')} />
          </FormField>
          <FormField label="LinkedIn" error={errors.linkedIn?.message}>
            <Input type="url" placeholder="https://www.linkedin.com/in/you" {...form.register('linkedIn')} />
          </FormField>
          <FormField label="Facebook" error={errors.facebook?.message}>
            <Input type="url" placeholder="https://www.facebook.com/youragency" {...form.register('facebook')} />
          </FormField>
          <StepActions error={errors.root?.message} saving={save.isPending} label="Save social links" />
        </fieldset>
      </form>
    </StepCard>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { type AgentDetails, type AgentSocial, agentSocialSchema } from '@naija-homes/contracts/agent';
import { apiRequest, type DataResponse } from '@naija-homes/contracts/http';
import { Button } from '@naija-homes/ui-kit/components/button';
import { FormField } from '@naija-homes/ui-kit/components/form-field';
import { Input } from '@naija-homes/ui-kit/components/input';
import { toast } from '@naija-homes/ui-kit/components/toast';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { StepCard } from './step-card';
import { useStepSaved } from './use-agent-details';

export function SocialStep({ details }: { details: AgentDetails }) {
  const saved = useStepSaved();
  const form = useForm<AgentSocial>({
    resolver: zodResolver(agentSocialSchema),
    defaultValues: {
      website: details.website ?? '',
      linkedIn: details.linkedIn ?? '',
      facebook: details.facebook ?? '',
    },
  });
  const save = useMutation({
    mutationFn: (body: AgentSocial) =>
      apiRequest<DataResponse<AgentDetails>>('/agent/social', { method: 'PATCH', body }),
    onSuccess: (response) => {
      saved(response.data);
      toast.success(response.message ?? 'Social media links saved');
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
      <form noValidate aria-label="Social Media Links" onSubmit={form.handleSubmit((values) => save.mutate(values))}>
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
          {errors.root ? (
            <p role="alert" className="text-sm text-destructive sm:col-span-2">
              {errors.root.message}
            </p>
          ) : null}
          <div className="sm:col-span-2">
            <Button type="submit" loading={save.isPending}>
              Save social links
            </Button>
          </div>
        </fieldset>
      </form>
    </StepCard>
  );
}

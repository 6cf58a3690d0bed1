import { zodResolver } from '@hookform/resolvers/zod';
import { type HelpRequest, helpRequestSchema } from '@naija-homes/contracts/support';
import { Button } from '@naija-homes/ui-kit/components/button';
import { Card } from '@naija-homes/ui-kit/components/card';
import { FormField } from '@naija-homes/ui-kit/components/form-field';
import { Input, Textarea } from '@naija-homes/ui-kit/components/input';
import { toastFirstError } from '@naija-homes/ui-kit/lib/form-errors';
import { useSearchParams } from '@naija-homes/ui-kit/lib/router';
import { toastOutcome } from '@naija-homes/ui-kit/lib/toast-outcome';
import { useForm } from 'react-hook-form';
import { useSendHelpRequest } from '../api/send-help-request';

/** A message to our team: subject and message, sent to every admin. */
export function HelpRequestForm() {
  // A link may name the subject (a held listing's "Ask for a review"): the agent writes only the message.
  const [params] = useSearchParams();
  const subject = (params.get('subject') ?? '').slice(0, 100);
  const form = useForm<HelpRequest>({
    resolver: zodResolver(helpRequestSchema),
    defaultValues: { subject, message: '' },
  });
  const send = useSendHelpRequest(toastOutcome(() => form.reset()));
  const { errors } = form.formState;
  return (
    <Card>
      <h2 className="text-lg font-semibold">Message our team</h2>
      <form
        className="mt-4 grid gap-4"
        noValidate
        onSubmit={form.handleSubmit((values) => send.mutate(values), toastFirstError)}
      >
        <FormField label="Subject" error={errors.subject?.message} required>
          <Input {...form.register('subject')} />
        </FormField>
        <FormField label="Message" error={errors.message?.message} required>
          <Textarea rows={6} autoFocus={subject !== ''} {...form.register('message')} />
        </FormField>
        <div>
          <Button type="submit" loading={send.isPending}>
            Send to support
          </Button>
        </div>
      </form>
    </Card>
  );
}

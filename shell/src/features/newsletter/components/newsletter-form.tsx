import { useSession } from '@naija-homes/client/queries/session';
import { newsletterMessages } from '@naija-homes/contracts/newsletter-messages';
import { Button } from '@naija-homes/ui-kit/components/button';
import { FormField } from '@naija-homes/ui-kit/components/form-field';
import { Input } from '@naija-homes/ui-kit/components/input';
import { toast } from '@naija-homes/ui-kit/components/toast';
import { toastInvalid } from '@naija-homes/ui-kit/lib/form-errors';
import { type FormEvent, useState } from 'react';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';

/** The footer's newsletter sign-up; admins see it disabled (spec §5). */
export function NewsletterForm() {
  const { user } = useSession();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const isAdmin = user?.role === 'ADMIN';
  const subscribe = useSubscribeNewsletter({
    onSuccess: () => {
      toast.success(newsletterMessages.subscribed);
      setEmail('');
    },
    onError: (failure) => toast.error(failure.message),
  });
  async function submit(event: FormEvent) {
    event.preventDefault();
    // The schema (and the schema library) comes with the first subscription, not with every page's footer.
    const [{ newsletterSchema }, { firstIssueMessage }] = await Promise.all([
      import('@naija-homes/contracts/newsletter'),
      import('@naija-homes/contracts/fields'),
    ]);
    const parsed = newsletterSchema.safeParse({ email });
    if (!parsed.success) {
      const message = firstIssueMessage(parsed.error);
      setError(message);
      toastInvalid(message);
      return;
    }
    setError(undefined);
    subscribe.mutate({ email: parsed.data.email });
  }
  return (
    <form onSubmit={submit} className="grid content-start gap-3" noValidate>
      <h2 className="font-semibold text-white">Newsletter</h2>
      <p className="text-sm">New listings and market news from across Nigeria, once a week.</p>
      <div className="flex items-start gap-2">
        {/* The heading names the column, so the label is for screen readers only; on the dark footer the message
            sits on the destructive-soft ground (red on the footer's near-black reads under 3:1). */}
        <FormField
          label="Email address for the newsletter"
          error={error}
          className="flex-1 [&>div:first-child]:sr-only [&>p]:rounded-md [&>p]:bg-destructive-soft [&>p]:px-2 [&>p]:py-1"
        >
          <Input
            type="email"
            placeholder="you@example.com"
            value={email}
            disabled={isAdmin}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(undefined);
            }}
            className="bg-white text-foreground"
          />
        </FormField>
        <Button type="submit" disabled={isAdmin} loading={subscribe.isPending}>
          Subscribe
        </Button>
      </div>
      {isAdmin ? <p className="text-xs">{newsletterMessages.adminsCannotSubscribe}.</p> : null}
    </form>
  );
}

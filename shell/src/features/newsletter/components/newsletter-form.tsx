import { useSession } from '@naija-homes/client/queries/session';
import { newsletterMessages } from '@naija-homes/contracts/newsletter-messages';
import { Button } from '@naija-homes/ui-kit/components/button';
import { Input } from '@naija-homes/ui-kit/components/input';
import { toast } from '@naija-homes/ui-kit/components/toast';
import { type FormEvent, useState } from 'react';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';

/** The footer's newsletter sign-up; admins see it disabled (spec §5). */
export function NewsletterForm() {
  const { user } = useSession();
  const [email, setEmail] = useState('');
  const isAdmin = user?.role === 'ADMIN';
  const subscribe = useSubscribeNewsletter({
    onSuccess: () => {
      toast.success(newsletterMessages.subscribed);
      setEmail('');
    },
    onError: (error) => toast.error(error.message),
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
      toast.error(firstIssueMessage(parsed.error));
      return;
    }
    subscribe.mutate({ email: parsed.data.email });
  }
  return (
    <form onSubmit={submit} className="grid content-start gap-3" noValidate>
      <h2 className="font-semibold text-white">Newsletter</h2>
      <p className="text-sm">New listings and market news from across Nigeria, once a week.</p>
      <label htmlFor="newsletter-email" className="sr-only">
        Email address for the newsletter
      </label>
      <div className="flex gap-2">
        <Input
          id="newsletter-email"
          type="email"
          placeholder="you@example.com"
          value={email}
          disabled={isAdmin}
          onChange={(event) => setEmail(event.target.value)}
          className="bg-white text-foreground"
        />
        <Button type="submit" disabled={isAdmin} loading={subscribe.isPending}>
          Subscribe
        </Button>
      </div>
      {isAdmin ? <p className="text-xs">{newsletterMessages.adminsCannotSubscribe}.</p> : null}
    </form>
  );
}

import type { PublicProperty } from '@naija-homes/contracts/listing';
import { Avatar } from '@naija-homes/ui-kit/components/avatar';
import { Button } from '@naija-homes/ui-kit/components/button';
import { Card } from '@naija-homes/ui-kit/components/card';
import { ExternalLinkIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** Who lists the property, how to reach them (the page passes the message form, another feature), and their profile. */
export function ContactPanel({ owner, children }: { owner: PublicProperty['owner']; children?: ReactNode }) {
  const profile = owner.slug ? `/agents/${owner.slug}` : null;
  return (
    // Contact links inside (phone, WhatsApp, email) count as contact clicks of the listing: see listing-events.
    <aside aria-labelledby="contact-heading" data-listing-contact="">
      <Card className="grid gap-4">
        <h2 id="contact-heading" className="text-lg font-semibold">
          Contact agent
        </h2>
        <div className="flex items-center gap-3">
          <Avatar name={owner.fullName} src={owner.photo} className="size-14" />
          <div className="min-w-0">
            <p className="text-xs text-muted-foreground">Listed by</p>
            {profile ? (
              <a
                href={profile}
                target="_blank"
                rel="noopener"
                className="font-semibold user-text text-foreground hover:text-primary hover:underline"
              >
                {owner.fullName}
                <span className="sr-only"> (profile opens in a new tab)</span>
              </a>
            ) : (
              <p className="font-semibold user-text">{owner.fullName}</p>
            )}
          </div>
        </div>
        {children}
        {profile ? (
          <Button asChild variant="outline">
            <a href={profile} target="_blank" rel="noopener">
              View agent profile
              <ExternalLinkIcon aria-hidden="true" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </Button>
        ) : null}
      </Card>
    </aside>
  );
}

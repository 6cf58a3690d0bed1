import type { PublicProperty } from '@naija-homes/contracts/listing';
import { Avatar } from '@naija-homes/ui-kit/components/avatar';
import { Button } from '@naija-homes/ui-kit/components/button';
import { Card } from '@naija-homes/ui-kit/components/card';
import { ExternalLinkIcon, MessageSquareIcon } from 'lucide-react';

/**
 * Who lists the property. Messages, viewing requests and offers arrive with their own features; until then the
 * panel points to the agent's profile (which has their phone and email) rather than pretending to send anything.
 */
export function ContactPanel({ owner }: { owner: PublicProperty['owner'] }) {
  const profile = owner.slug ? `/agents/${owner.slug}` : null;
  return (
    <aside aria-labelledby="contact-heading">
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
                className="font-semibold break-words text-foreground hover:text-primary hover:underline"
              >
                {owner.fullName}
                <span className="sr-only"> (profile opens in a new tab)</span>
              </a>
            ) : (
              <p className="font-semibold break-words">{owner.fullName}</p>
            )}
          </div>
        </div>
        <div className="flex gap-3 rounded-lg bg-muted p-3 text-sm text-muted-foreground">
          <MessageSquareIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p>Messaging the agent from this page is coming soon. Their profile lists how to reach them.</p>
        </div>
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

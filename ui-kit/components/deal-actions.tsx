import { Button } from '@naija-homes/ui-kit/components/button';
import { Link } from '@naija-homes/ui-kit/lib/router';
import { MessageCircleIcon, XIcon } from 'lucide-react';
import type { ComponentProps } from 'react';

/**
 * The chat button of a deal's card (a booking, an inspection): opens the room of the buyer and the agent in the
 * viewer's own area. Nothing while the deal has no room.
 */
export function DealChatButton({
  area,
  roomId,
  name,
}: {
  /** Whose area the viewer is in. */
  area: 'buyer' | 'agent';
  roomId: string | null;
  /** The other side's name. */
  name: string;
}) {
  if (!roomId) return null;
  return (
    <Button asChild size="sm" variant="outline">
      <Link to={`/${area}/chats?room=${roomId}`}>
        <MessageCircleIcon aria-hidden="true" /> Chat with {name}
      </Link>
    </Button>
  );
}

/** A deal card's way out (Cancel, Decline): quiet, in the destructive colour, with a cross. */
export function DealRefuseButton({
  children,
  ...props
}: Omit<ComponentProps<typeof Button>, 'size' | 'variant' | 'className'>) {
  return (
    <Button size="sm" variant="ghost" className="text-destructive" {...props}>
      <XIcon aria-hidden="true" /> {children}
    </Button>
  );
}

import { Button } from '@naija-homes/ui-kit/components/button';
import { ArrowLeftIcon } from 'lucide-react';
import type { Room } from '../api/get-rooms';

/** The selected room. Message history and sending arrive with the chat API; until then it shows the last message. */
export function Conversation({ room, title, onBack }: { room: Room | null; title: string | null; onBack: () => void }) {
  if (!room) {
    return (
      <section
        aria-label="Conversation"
        className="hidden items-center justify-center p-6 text-center text-muted-foreground md:flex"
      >
        Select a chat to read its messages.
      </section>
    );
  }
  return (
    <section aria-label="Conversation" className="flex flex-col">
      <div className="flex items-center gap-2 border-b border-border p-3">
        <Button variant="ghost" size="icon" aria-label="Back to chats" className="md:hidden" onClick={onBack}>
          <ArrowLeftIcon />
        </Button>
        <h2 className="font-semibold">{title}</h2>
      </div>
      <p className="flex-1 p-4 text-sm">{room.lastMessage}</p>
    </section>
  );
}

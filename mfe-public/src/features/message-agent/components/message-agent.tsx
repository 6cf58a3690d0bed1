import { useSession } from '@naija-homes/client/queries/session';
import { CHAT_MESSAGE_MAX, chatMessages } from '@naija-homes/contracts/chat-messages';
import { Button } from '@naija-homes/ui-kit/components/button';
import { MessageTextarea } from '@naija-homes/ui-kit/components/message-textarea';
import { useDeferredCheck } from '@naija-homes/ui-kit/hooks/use-deferred-check';
import { LOGIN_PROMPT_EVENT } from '@naija-homes/ui-kit/lib/app-events';
import { deferredModule, SCHEMA_LOAD_FAILED } from '@naija-homes/ui-kit/lib/deferred-module';
import { toastInvalid } from '@naija-homes/ui-kit/lib/form-errors';
import { MessageCircleIcon, SendIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useStartRoom } from '../api/start-room';
import { whatsappGreeting, whatsappLink } from '../whatsapp-link';

// The message's schema, and zod with it, loads when a buyer starts writing: listing and agent pages have no other use
// for it.
const messageCheck = deferredModule(() => import('../message-check'));

/**
 * What the box suggests writing: about the listing on a listing's page; on an agent's profile, which has no one
 * property, what the buyer is looking for (issue 31: it asked whether "this property" was still available).
 */
export function messagePrompt(subject: MessageAgentProps['subject']): string {
  return subject
    ? 'Hello, is this property still available?'
    : 'Hello, I am looking for a home. Tell me what you have that fits my budget and area.';
}

export interface MessageAgentProps {
  agent: { _id: string; fullName: string; phoneNumber: string | null };
  /**
   * The listing the buyer writes about, if any: it is named in the WhatsApp greeting, and the message counts as a
   * chat started about it in the agent's analytics.
   */
  subject?: { id: string; title: string; url: string } | null;
}

/**
 * Message box to an agent on listing and agent pages (spec §6): buyers send (the conversation then opens in their
 * chats), visitors are asked to sign in, other signed-in roles see it disabled. WhatsApp sits beside it when the
 * agent has a phone number.
 */
export function MessageAgent({ agent, subject = null }: MessageAgentProps) {
  const { user } = useSession();
  const start = useStartRoom();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submission = useDeferredCheck(messageCheck);
  const id = useId();
  const blocked = Boolean(user) && user?.role !== 'BUYER';
  const pageUrl = typeof window === 'undefined' ? '' : window.location.href;
  const whatsapp = whatsappLink(agent.phoneNumber, whatsappGreeting(agent.fullName, subject, pageUrl));

  async function submit() {
    if (!user) {
      window.dispatchEvent(new CustomEvent(LOGIN_PROMPT_EVENT));
      return;
    }
    if (start.isPending) return;
    const checked = await submission.start(() => setError(SCHEMA_LOAD_FAILED));
    if (!checked) return;
    const message = checked.checkMessage(text);
    if ('issue' in message) {
      submission.done();
      // As every form shows a problem (ui-kit/lib/form-errors.ts): under the box and as the toast.
      setError(message.issue);
      toastInvalid(message.issue);
      return;
    }
    start.mutate(
      { agentId: agent._id, text: message.text, ...(subject ? { propertyId: subject.id } : {}) },
      { onSettled: submission.done },
    );
  }

  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      onFocus={user ? messageCheck.preload : undefined}
    >
      <label htmlFor={`${id}-text`} className="text-sm font-medium">
        Message {agent.fullName}
      </label>
      <MessageTextarea
        id={`${id}-text`}
        value={text}
        disabled={blocked}
        maxLength={CHAT_MESSAGE_MAX}
        placeholder={blocked ? chatMessages.buyersOnly : messagePrompt(subject)}
        error={error}
        hint={blocked ? chatMessages.buyersOnly : null}
        className="min-h-20"
        onEnter={submit}
        onValueChange={(value) => {
          setText(value);
          if (error) setError(null);
        }}
      />
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        <Button type="submit" disabled={blocked} loading={start.isPending || submission.checking}>
          <SendIcon aria-hidden="true" /> Send message
        </Button>
        {whatsapp ? (
          <Button asChild variant="outline">
            <a href={whatsapp} target="_blank" rel="noopener noreferrer">
              <MessageCircleIcon aria-hidden="true" /> WhatsApp
              <span className="sr-only"> (opens WhatsApp)</span>
            </a>
          </Button>
        ) : null}
      </div>
    </form>
  );
}

import { CHAT_MESSAGE_MAX, chatMessages, chatTextSchema } from '@naija-homes/contracts/chat';
import { Button } from '@naija-homes/ui-kit/components/button';
import { MessageTextarea } from '@naija-homes/ui-kit/components/message-textarea';
import { toastInvalid } from '@naija-homes/ui-kit/lib/form-errors';
import { SendHorizontalIcon } from 'lucide-react';
import { useId, useState } from 'react';

/** The message box (spec §5): up to 200 characters with a counter, Enter sends, Shift+Enter starts a new line. */
export function Composer({ onSend, label }: { onSend: (text: string) => void; label: string }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  function submit() {
    const parsed = chatTextSchema.safeParse(text);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? chatMessages.required;
      // Under the box and as the spec's toast (§8), like every form.
      setError(message);
      toastInvalid(message);
      return;
    }
    onSend(parsed.data);
    setText('');
    setError(null);
  }

  return (
    <form
      className="flex items-start gap-2 border-t border-border p-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={`${id}-text`} className="sr-only">
        {label}
      </label>
      <MessageTextarea
        id={`${id}-text`}
        rows={1}
        value={text}
        maxLength={CHAT_MESSAGE_MAX}
        placeholder="Type a message"
        error={error}
        className="max-h-32 min-h-10"
        onEnter={submit}
        onValueChange={(value) => {
          setText(value);
          if (error) setError(null);
        }}
      />
      <Button type="submit" size="icon" aria-label="Send message">
        <SendHorizontalIcon aria-hidden="true" />
      </Button>
    </form>
  );
}

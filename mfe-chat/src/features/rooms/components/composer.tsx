import { CHAT_MESSAGE_MAX, chatMessages, chatTextSchema } from '@naija-homes/contracts/chat';
import { Button } from '@naija-homes/ui-kit/components/button';
import { Textarea } from '@naija-homes/ui-kit/components/input';
import { cn } from '@naija-homes/ui-kit/lib/cn';
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
      setError(parsed.error.issues[0]?.message ?? chatMessages.required);
      return;
    }
    onSend(parsed.data);
    setText('');
    setError(null);
  }

  return (
    <form
      className="grid gap-1 border-t border-border p-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="flex items-end gap-2">
        <label htmlFor={`${id}-text`} className="sr-only">
          {label}
        </label>
        <Textarea
          id={`${id}-text`}
          rows={1}
          value={text}
          maxLength={CHAT_MESSAGE_MAX}
          placeholder="Type a message"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
          className="max-h-32 min-h-10 resize-none"
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              submit();
            }
          }}
        />
        <Button type="submit" size="icon" aria-label="Send message">
          <SendHorizontalIcon aria-hidden="true" />
        </Button>
      </div>
      <div className="flex justify-between gap-2 text-xs">
        <span id={`${id}-error`} role={error ? 'alert' : undefined} className="text-destructive">
          {error}
        </span>
        <span
          id={`${id}-count`}
          className={cn('text-muted-foreground', text.length >= CHAT_MESSAGE_MAX && 'text-destructive')}
        >
          {text.length}/{CHAT_MESSAGE_MAX}
        </span>
      </div>
    </form>
  );
}

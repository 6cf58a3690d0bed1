import { chatTextSchema } from '@naija-homes/contracts/chat';
import { chatMessages } from '@naija-homes/contracts/chat-messages';

/** The message as it is sent (trimmed), or what is wrong with it in the contract's words. */
export function checkMessage(text: string): { text: string } | { issue: string } {
  const parsed = chatTextSchema.safeParse(text);
  return parsed.success ? { text: parsed.data } : { issue: parsed.error.issues[0]?.message ?? chatMessages.required };
}

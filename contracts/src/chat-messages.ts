// What chatting tells people, the message's limit and its client id, apart from the schemas (chat.ts) so the message
// box on listing and agent pages loads no schema library until a message is sent.

/** Spec §5 and §8: a chat message is at most 200 characters and sends on Enter. */
export const CHAT_MESSAGE_MAX = 200;

export const chatMessages = {
  required: 'Please type a message.',
  tooLong: `Message must contain upto ${CHAT_MESSAGE_MAX} characters`,
  sent: 'Message Sent',
  buyersOnly: 'Only buyers can start a conversation with an agent',
  notAnAgent: 'This agent could not be found',
  notTheirListing: 'This listing is not one of this agent’s: write to the agent from the listing’s own page',
  ownRoom: 'You cannot message yourself',
  adminsReadOnly: 'Admins can read conversations but not write in them',
  marked: 'Conversation marked as read',
  alreadySent: 'This message was already sent',
} as const;

/** A fresh client message id, also where crypto.randomUUID is missing (pages served over plain http). */
export function newClientMessageId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

// WhatsApp click-to-chat (https://wa.me/<number>?text=…): how most Nigerians reach an agent. The number is the
// agent's stored phone (E.164, +234…); a local 0-prefixed one is read as Nigerian.

/** The wa.me link for this phone with the text prefilled, or null when the phone cannot be dialled. */
export function whatsappLink(phone: string | null | undefined, text: string): string | null {
  if (!phone) return null;
  const trimmed = phone.trim();
  let digits = trimmed.replace(/\D/g, '');
  if (!trimmed.startsWith('+') && digits.startsWith('0')) digits = `234${digits.slice(1)}`;
  if (digits.length < 10 || digits.length > 15) return null;
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

/** What the buyer's first WhatsApp message says: the listing's title and link, or the profile they came from. */
export function whatsappGreeting(agentName: string, subject: { title: string; url: string } | null, pageUrl: string) {
  const firstName = agentName.split(' ')[0] ?? agentName;
  return subject
    ? `Hello ${firstName}, I saw "${subject.title}" on Naija Homes and I'm interested: ${subject.url}`
    : `Hello ${firstName}, I found your profile on Naija Homes: ${pageUrl}`;
}

// What counts as reaching a listing's agent from its page.
/** A link that reaches the agent directly: a call, a text, an email or WhatsApp. */
export function isContactLink(href: string | null | undefined): boolean {
  if (!href) return false;
  if (/^(tel|sms|mailto|whatsapp):/i.test(href)) return true;
  try {
    const host = new URL(href, 'https://naija-homes.invalid').hostname.toLowerCase();
    return host === 'wa.me' || host === 'api.whatsapp.com' || host === 'web.whatsapp.com';
  } catch {
    return false;
  }
}

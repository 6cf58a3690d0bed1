/** The places a page can be shared to from the Share dialog, each as the address that opens it. */
export type ShareTarget = { name: 'WhatsApp' | 'X' | 'Facebook' | 'Email'; href: string };

export function shareTargets(url: string, title: string): ShareTarget[] {
  const link = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  return [
    { name: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
    { name: 'X', href: `https://x.com/intent/post?text=${text}&url=${link}` },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${link}` },
    { name: 'Email', href: `mailto:?subject=${text}&body=${encodeURIComponent(`${title}\n\n${url}`)}` },
  ];
}

import { messages } from '@naija-homes/contracts/messages';
import { Button } from '@naija-homes/ui-kit/components/button';
import { toast } from '@naija-homes/ui-kit/components/toast';
import { Share2Icon } from 'lucide-react';

/**
 * Shares the page through the phone's own share sheet (WhatsApp, SMS…) where the browser has one, else copies the
 * link. A failed copy only logs (spec §8); closing the share sheet is not an error.
 */
export function ShareButton({ title, className }: { title: string; className?: string }) {
  async function share() {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        console.warn('share failed, copying the link instead', error);
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(messages.copied);
    } catch (error) {
      console.warn('copy failed', error);
    }
  }
  return (
    <Button
      type="button"
      variant="outline"
      size="icon"
      className={className}
      aria-label="Share"
      title="Share"
      onClick={share}
    >
      <Share2Icon aria-hidden="true" />
    </Button>
  );
}

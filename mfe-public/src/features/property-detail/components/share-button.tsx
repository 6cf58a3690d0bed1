import { Button } from '@naija-homes/ui-kit/components/button';
import { requestShare } from '@naija-homes/ui-kit/lib/app-events';
import { Share2Icon } from 'lucide-react';

/** Opens the shell's Share dialog for this listing (copy, WhatsApp, X, Facebook, email, the phone's share sheet). */
export function ShareButton({ title, className }: { title: string; className?: string }) {
  return (
    <Button
      type="button"
      variant="outline"
      size="icon"
      className={className}
      aria-label="Share"
      title="Share"
      onClick={() => requestShare({ title })}
    >
      <Share2Icon aria-hidden="true" />
    </Button>
  );
}

import { messages } from '@naija-homes/contracts/messages';
import { Button } from '@naija-homes/ui-kit/components/button';
import { Dialog, DialogPanel } from '@naija-homes/ui-kit/components/dialog';
import { Input } from '@naija-homes/ui-kit/components/input';
import { toast } from '@naija-homes/ui-kit/components/toast';
import { useReturnFocus } from '@naija-homes/ui-kit/hooks/use-return-focus';
import { SHARE_REQUEST_EVENT, type ShareRequest } from '@naija-homes/ui-kit/lib/app-events';
import { CopyIcon, MailIcon, MessageCircleIcon, Share2Icon } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { mainContent } from '../../../shared/page-frame';
import { type ShareTarget, shareTargets } from '../share-links';

const targetLooks: Record<ShareTarget['name'], { mark: ReactNode; className: string }> = {
  WhatsApp: { mark: <MessageCircleIcon aria-hidden="true" className="size-5" />, className: 'bg-[#25D366] text-white' },
  X: {
    mark: (
      <span aria-hidden="true" className="text-lg font-bold">
        X
      </span>
    ),
    className: 'bg-black text-white',
  },
  Facebook: {
    mark: (
      <span aria-hidden="true" className="text-xl font-bold">
        f
      </span>
    ),
    className: 'bg-[#1877F2] text-white',
  },
  Email: { mark: <MailIcon aria-hidden="true" className="size-5" />, className: 'bg-muted text-foreground' },
};

/**
 * The Share dialog for the current page (spec §1, §2): copy the link, send it to WhatsApp, X, Facebook or email, or
 * hand it to the phone's own share sheet where the browser has one. Any app opens it with `requestShare()`.
 */
export function ShareDialog() {
  const [request, setRequest] = useState<(ShareRequest & { url: string }) | null>(null);
  const linkInput = useRef<HTMLInputElement>(null);
  // Opened by another app's button (requestShare): back to that button on close.
  const returnFocus = useReturnFocus({ open: request !== null, fallback: mainContent });

  useEffect(() => {
    const open = (event: Event) => {
      const detail = (event as CustomEvent<ShareRequest | undefined>).detail;
      setRequest({ title: detail?.title ?? document.title, url: window.location.href });
    };
    window.addEventListener(SHARE_REQUEST_EVENT, open);
    return () => window.removeEventListener(SHARE_REQUEST_EVENT, open);
  }, []);

  const url = request?.url ?? '';
  const title = request?.title ?? '';
  const canShareNatively = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(messages.copied);
    } catch (error) {
      // No clipboard (an old browser, an insecure origin): leave the link selected for the person to copy.
      console.warn('copy failed', error);
      linkInput.current?.select();
    }
  }

  async function shareNatively() {
    try {
      await navigator.share({ title, url });
      setRequest(null);
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) console.warn('share failed', error);
    }
  }

  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && setRequest(null)}>
      <DialogPanel
        onCloseAutoFocus={returnFocus.onCloseAutoFocus}
        title="Share"
        description={title}
        descriptionClassName="line-clamp-2"
      >
        <ul className="grid grid-cols-4 gap-2" aria-label="Share to">
          {shareTargets(url, title).map((target) => (
            <li key={target.name}>
              <a
                href={target.href}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => setRequest(null)}
                className="grid justify-items-center gap-1.5 rounded-lg p-2 text-xs font-medium hover:bg-muted"
              >
                <span className={`grid size-11 place-items-center rounded-full ${targetLooks[target.name].className}`}>
                  {targetLooks[target.name].mark}
                </span>
                {target.name}
              </a>
            </li>
          ))}
        </ul>
        <div className="flex gap-2">
          <label htmlFor="share-link" className="sr-only">
            Link to this page
          </label>
          <Input
            id="share-link"
            ref={linkInput}
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            className="min-w-0 flex-1"
          />
          <Button type="button" onClick={copy}>
            <CopyIcon aria-hidden="true" /> Copy link
          </Button>
        </div>
        {canShareNatively ? (
          <Button type="button" variant="outline" onClick={shareNatively}>
            <Share2Icon aria-hidden="true" /> More ways to share…
          </Button>
        ) : null}
      </DialogPanel>
    </Dialog>
  );
}

import type { PublicProperty } from '@naija-homes/contracts/listing';
import { Button } from '@naija-homes/ui-kit/components/button';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import { DownloadIcon, FileTextIcon, ZoomInIcon, ZoomOutIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useBlockedByPolicy } from '../hooks/use-blocked-by-policy';

type FloorPlan = NonNullable<PublicProperty['floorPlan']>;

/** The floor plan: an image that zooms on click (pinch works as anywhere), or the PDF in the browser's reader. */
export function FloorPlanViewer({ plan, title }: { plan: FloorPlan; title: string }) {
  const [zoomed, setZoomed] = useState(false);
  const download = (
    <a
      href={plan.url}
      download
      className="inline-flex items-center gap-1.5 text-sm font-medium text-white underline-offset-4 hover:underline"
    >
      <DownloadIcon aria-hidden="true" className="size-4" />
      Download floor plan {plan.kind === 'pdf' ? '(PDF)' : ''}
    </a>
  );
  if (plan.kind === 'pdf') return <PdfPlan url={plan.url} title={title} download={download} />;
  const toggle = () => setZoomed((value) => !value);
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button type="button" variant="secondary" size="sm" aria-pressed={zoomed} onClick={toggle}>
          {zoomed ? <ZoomOutIcon aria-hidden="true" /> : <ZoomInIcon aria-hidden="true" />}
          {zoomed ? 'Fit to screen' : 'Zoom in'}
        </Button>
        {download}
      </div>
      <div className={cn('max-h-[75vh] rounded-card bg-white', zoomed ? 'overflow-auto' : 'overflow-hidden')}>
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: a mouse shortcut; the Zoom button above does the same by keyboard */}
        <img
          src={plan.url}
          alt={`Floor plan of ${title}`}
          decoding="async"
          onClick={toggle}
          className={cn(
            'mx-auto block',
            zoomed
              ? 'w-[200%] max-w-none cursor-zoom-out'
              : 'max-h-[75vh] w-auto max-w-full cursor-zoom-in object-contain',
          )}
        />
      </div>
    </div>
  );
}

/** The PDF in the browser's reader where it may be embedded; otherwise (phones, a strict site policy) a button. */
function PdfPlan({ url, title, download }: { url: string; title: string; download: ReactNode }) {
  const blocked = useBlockedByPolicy(url);
  const open = (
    <Button asChild variant="secondary">
      <a href={url} target="_blank" rel="noopener">
        <FileTextIcon aria-hidden="true" />
        Open the floor plan (PDF)
      </a>
    </Button>
  );
  if (blocked) {
    return (
      <div className="mx-auto grid w-full max-w-md justify-items-center gap-4 rounded-card bg-white/5 p-8 text-center">
        <FileTextIcon aria-hidden="true" className="size-10" />
        <p>The floor plan is a PDF. Open it in your browser's reader or download it.</p>
        {open}
        {download}
      </div>
    );
  }
  return (
    <div className="grid gap-3">
      <object
        data={url}
        type="application/pdf"
        aria-label={`Floor plan of ${title} (PDF)`}
        className="h-[75vh] w-full rounded-card bg-white"
      >
        {/* Shown where the browser has no PDF reader (most phones). */}
        <div className="grid h-full place-content-center justify-items-center gap-3 p-6 text-center text-foreground">
          <p>This browser cannot show the PDF here.</p>
          {open}
        </div>
      </object>
      {download}
    </div>
  );
}

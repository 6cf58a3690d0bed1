import { isApiError } from '@naija-homes/client/api-client';
import { isAborted } from '@naija-homes/client/upload';
import { firstIssueMessage } from '@naija-homes/contracts/fields';
import { type Property, propertyMessages, virtualTourSchema } from '@naija-homes/contracts/property';
import { fileRules, listingFileMessages } from '@naija-homes/contracts/upload';
import { ConfirmDialog } from '@naija-homes/ui-kit/components/alert-dialog';
import { Button } from '@naija-homes/ui-kit/components/button';
import { FormField } from '@naija-homes/ui-kit/components/form-field';
import { Input } from '@naija-homes/ui-kit/components/input';
import { toast } from '@naija-homes/ui-kit/components/toast';
import { useDebounce } from '@naija-homes/ui-kit/hooks/use-debounce';
import { Link } from '@naija-homes/ui-kit/lib/router';
import { LockIcon, Trash2Icon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTourAccess } from '../api/get-tour-access';
import { useSaveVirtualTour } from '../api/save-virtual-tour';
import { useUpdateProperty } from '../api/update-property';
import { useUploadPanorama } from '../api/upload-panorama';
import { singleFileChoice } from '../single-file';
import { FormSection } from './fields';
import { FilePicker, UploadProgress } from './file-picker';

/** How long the link must stay unchanged before it is saved. */
const TOUR_LINK_DEBOUNCE_MS = 800;

/**
 * The 360° tour (spec §4): a panorama image (≤10 MB) or a link. Uploading a file clears the link; typing a link
 * drops the file (the server removes it when the link saves, a file still uploading is cancelled). The link saves
 * itself; a failed save is only logged, except the plan refusal, which the agent needs to see.
 */
export function PanoramaField({ property }: { property: Property }) {
  const id = property._id;
  const update = useUpdateProperty(id);
  const uploadPanorama = useUploadPanorama(id);
  const { mutate: saveLink } = useSaveVirtualTour(id);
  const savedLink = property.panorama ?? '';
  const [link, setLink] = useState(savedLink);
  const [linkError, setLinkError] = useState<string | null>(null);
  const [linkStatus, setLinkStatus] = useState<'idle' | 'saving' | 'saved'>('idle');
  const [planMessage, setPlanMessage] = useState<string | null>(null);
  const [upload, setUpload] = useState<{ name: string; progress: number } | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const uploadControl = useRef<AbortController | null>(null);
  const debounced = useDebounce(link, TOUR_LINK_DEBOUNCE_MS);
  const access = useTourAccess();
  const locked = access.state === 'locked';

  useEffect(() => {
    const value = debounced.trim();
    if (!value || value === savedLink) return;
    const parsed = virtualTourSchema.safeParse({ panorama: value });
    if (!parsed.success) {
      setLinkError(firstIssueMessage(parsed.error));
      return;
    }
    setLinkStatus('saving');
    // Only the latest link's answer reaches these callbacks (an earlier save still in flight is ignored here).
    saveLink(parsed.data, {
      onSuccess: () => {
        setPlanMessage(null);
        setLinkStatus('saved');
      },
      onError: (failure) => {
        setLinkStatus('idle');
        if (isApiError(failure, 403)) setPlanMessage(failure.message);
        else console.error('Saving the 360° tour link failed', failure);
      },
    });
  }, [debounced, savedLink, saveLink]);

  async function choose(files: File[]) {
    const { file, problem } = singleFileChoice(files, fileRules.panorama);
    setWarning(problem);
    if (problem) toast.warning(problem);
    if (!file) return;
    const control = new AbortController();
    uploadControl.current = control;
    // A file replaces the link.
    setLink('');
    setLinkError(null);
    setLinkStatus('idle');
    setUpload({ name: file.name, progress: 0 });
    try {
      await uploadPanorama.mutateAsync({
        file,
        onProgress: (progress) => setUpload({ name: file.name, progress }),
        signal: control.signal,
      });
      setPlanMessage(null);
      toast.success('360° image uploaded');
    } catch (failure) {
      if (isAborted(failure)) return;
      setLink(savedLink);
      const message = failure instanceof Error ? failure.message : listingFileMessages.format;
      if (isApiError(failure, 403)) {
        setPlanMessage(message);
      } else {
        setWarning(message);
        toast.warning(message);
      }
    } finally {
      if (uploadControl.current === control) {
        uploadControl.current = null;
        setUpload(null);
      }
    }
  }

  const hasTour = Boolean(property.panorama || property.panoramaFile);
  return (
    <FormSection
      title="360° tour"
      single
      description="Upload a panorama image (PNG or JPEG, 10 MB) or paste a link to a hosted tour. Available on the Elite and Platinum plans."
    >
      {planMessage ? (
        <div role="alert" className="flex gap-2 rounded-md bg-accent-soft p-3 text-sm">
          <LockIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p>
            {planMessage}{' '}
            <Link to="/agent/settings?tab=pricing-plans" className="font-medium text-primary underline">
              See pricing plans
            </Link>
          </p>
        </div>
      ) : null}
      {property.panoramaFile ? (
        <a
          href={property.panoramaFile}
          target="_blank"
          rel="noopener"
          className="flex items-center gap-3 rounded-lg border border-border p-2 text-sm font-medium text-primary hover:bg-muted"
        >
          <img src={property.panoramaFile} alt="" className="h-16 w-32 rounded object-cover" />
          <span>
            Open uploaded 360° image<span className="sr-only"> (opens in a new tab)</span>
          </span>
        </a>
      ) : null}
      {locked ? (
        <div
          data-testid="tour-locked"
          className="grid justify-items-start gap-3 rounded-lg border border-dashed border-border bg-muted p-4 text-sm"
        >
          <p className="flex gap-2">
            <LockIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            <span>
              {propertyMessages.virtualTourPlan}
              {access.plan ? ` You are on the ${access.plan} plan.` : ' You have no active plan.'}
            </span>
          </p>
          <Button asChild size="sm">
            <Link to="/agent/settings?tab=pricing-plans">Upgrade to Elite Plan</Link>
          </Button>
        </div>
      ) : (
        <>
          {upload ? <UploadProgress name={upload.name} progress={upload.progress} /> : null}
          <FilePicker
            label={property.panoramaFile ? 'Replace 360° image' : 'Upload 360° image'}
            description="One panorama image, PNG or JPEG, 10 MB. It replaces the link."
            accept={fileRules.panorama.accept}
            disabled={Boolean(upload)}
            compact
            onFiles={(files) => void choose(files)}
          />
          {warning ? (
            <p role="alert" className="rounded-md bg-orange-50 p-3 text-sm text-orange-900">
              {warning}
            </p>
          ) : null}
          <p className="text-center text-xs font-medium text-muted-foreground" aria-hidden="true">
            or
          </p>
          <FormField
            label="360° tour link"
            error={linkError ?? undefined}
            hint={
              linkStatus === 'saving'
                ? 'Saving…'
                : linkStatus === 'saved' && link.trim() === savedLink && savedLink
                  ? 'Saved'
                  : property.panoramaFile && link.trim()
                    ? 'Saving a link removes the uploaded image.'
                    : 'Saved automatically as you type. It replaces an uploaded image.'
            }
          >
            <Input
              type="url"
              inputMode="url"
              placeholder="https://…"
              value={link}
              onChange={(event) => {
                setLink(event.target.value);
                setLinkError(null);
                setLinkStatus('idle');
                // Typing a link drops a file that is still uploading.
                uploadControl.current?.abort();
              }}
            />
          </FormField>
        </>
      )}
      {hasTour ? (
        <div>
          <Button type="button" variant="outline" size="sm" onClick={() => setConfirmRemove(true)}>
            <Trash2Icon aria-hidden="true" /> Remove 360° tour
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirmRemove}
        onOpenChange={setConfirmRemove}
        title="Remove the 360° tour?"
        description="The link and any uploaded panorama are removed from the listing."
        confirmText="Remove"
        cancelText="Cancel"
        destructive
        busy={update.isPending}
        onConfirm={() =>
          update.mutate(
            { deletedPanorama: true },
            {
              onSuccess: () => {
                setLink('');
                setLinkStatus('idle');
                toast.success('360° tour removed');
              },
              onError: (failure) => toast.error(failure.message),
              onSettled: () => setConfirmRemove(false),
            },
          )
        }
      />
    </FormSection>
  );
}

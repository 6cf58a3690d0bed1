import { limits } from '@naija-homes/contracts/limits';
import { type Property, type PropertyPhoto, propertyMessages } from '@naija-homes/contracts/property';
import { checkListingFile, fileRules, listingFileMessages } from '@naija-homes/contracts/upload';
import { ConfirmDialog } from '@naija-homes/ui-kit/components/alert-dialog';
import { Button } from '@naija-homes/ui-kit/components/button';
import { toast } from '@naija-homes/ui-kit/components/toast';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import { ChevronLeftIcon, ChevronRightIcon, CircleAlertIcon, CircleCheckIcon, Trash2Icon, XIcon } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useUpdateProperty } from '../api/update-property';
import { useUploadPhoto } from '../api/upload-photo';
import { FormSection } from './fields';
import { FilePicker, UploadProgress } from './file-picker';

interface PendingPhoto {
  key: number;
  file: File;
  preview: string;
  progress: number;
  error: string | null;
}

/** Listing photos (spec §5): png/jpeg ≤3 MB, 5 in all, 3 to publish; uploaded one by one with a bar each. */
export function PhotoUploader({ property }: { property: Property }) {
  const id = property._id;
  const photos = property.photos;
  const update = useUpdateProperty(id);
  const uploadPhoto = useUploadPhoto(id);
  const [pending, setPending] = useState<PendingPhoto[]>([]);
  const [warnings, setWarnings] = useState<string[]>([]);
  const [toDelete, setToDelete] = useState<{ photo: PropertyPhoto; index: number } | null>(null);
  const nextKey = useRef(0);
  const focusAfterMove = useRef<{ photoId: string; direction: 'left' | 'right' } | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const previews = useRef(new Set<string>());

  useEffect(() => {
    const urls = previews.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  // After a move, the focus follows the photo (or its other arrow when it reached an end).
  useLayoutEffect(() => {
    const target = focusAfterMove.current;
    if (!target || !photos.length) return;
    focusAfterMove.current = null;
    const item = listRef.current?.querySelector(`[data-photo-id="${target.photoId}"]`);
    const same = item?.querySelector<HTMLButtonElement>(`[data-move="${target.direction}"]`);
    const other = item?.querySelector<HTMLButtonElement>(
      `[data-move="${target.direction === 'left' ? 'right' : 'left'}"]`,
    );
    (same && !same.disabled ? same : other)?.focus();
  }, [photos]);

  const uploading = pending.filter((item) => !item.error).length;
  const room = limits.photosMax - photos.length - uploading;
  const lastLocked = property.isPublished && photos.length <= 1;
  const busy = update.isPending;

  function choose(files: File[]) {
    const problems: string[] = [];
    const accepted: File[] = [];
    for (const file of files) {
      const problem = checkListingFile(file, fileRules.listingPhoto);
      if (problem) problems.push(`${file.name}: ${problem}`);
      else accepted.push(file);
    }
    if (accepted.length > room) {
      problems.push(listingFileMessages.maxFiles(limits.photosMax));
      accepted.splice(Math.max(room, 0));
    }
    setWarnings(problems);
    for (const problem of problems) toast.warning(problem);
    if (!accepted.length) return;
    const items = accepted.map((file) => {
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      nextKey.current += 1;
      return { key: nextKey.current, file, preview, progress: 0, error: null };
    });
    setPending((current) => [...current, ...items]);
    void uploadInOrder(items);
  }

  async function uploadInOrder(items: PendingPhoto[]) {
    let uploaded = 0;
    for (const item of items) {
      const patchItem = (change: Partial<PendingPhoto>) =>
        setPending((current) => current.map((entry) => (entry.key === item.key ? { ...entry, ...change } : entry)));
      try {
        await uploadPhoto.mutateAsync({ file: item.file, onProgress: (progress) => patchItem({ progress }) });
        uploaded += 1;
        discard(item);
      } catch (failure) {
        const message = failure instanceof Error ? failure.message : listingFileMessages.format;
        patchItem({ error: message });
        toast.warning(`${item.file.name}: ${message}`);
      }
    }
    if (uploaded) toast.success(uploaded === 1 ? 'Photo uploaded' : `${uploaded} photos uploaded`);
  }

  function discard(item: PendingPhoto) {
    setPending((current) => current.filter((entry) => entry.key !== item.key));
    URL.revokeObjectURL(item.preview);
    previews.current.delete(item.preview);
  }

  function move(index: number, delta: -1 | 1) {
    const order = photos.map((photo) => photo._id);
    const from = order[index];
    const to = order[index + delta];
    if (!from || !to) return;
    order[index] = to;
    order[index + delta] = from;
    focusAfterMove.current = { photoId: from, direction: delta < 0 ? 'left' : 'right' };
    update.mutate({ photoOrder: order }, { onError: (failure) => toast.error(failure.message) });
  }

  const enough = photos.length >= limits.photosMinForComplete;
  return (
    <FormSection
      title="Photos"
      single
      description={`PNG or JPEG, at most 3 MB each, up to ${limits.photosMax} photos. The first photo is the cover; use the arrows to change the order.`}
    >
      <p
        className={cn('flex items-center gap-2 text-sm', enough ? 'text-green-800' : 'text-orange-800')}
        aria-live="polite"
      >
        {enough ? (
          <CircleCheckIcon aria-hidden="true" className="size-4" />
        ) : (
          <CircleAlertIcon aria-hidden="true" className="size-4" />
        )}
        {photos.length} of {limits.photosMax} photos.{' '}
        {enough ? 'Enough to publish.' : `At least ${limits.photosMinForComplete} photos are needed to publish.`}
      </p>
      {photos.length || pending.length ? (
        <ul ref={listRef} aria-label="Listing photos" className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
          {photos.map((photo, index) => (
            <li
              key={photo._id}
              data-photo-id={photo._id}
              className="overflow-hidden rounded-lg border border-border bg-surface"
            >
              <div className="relative aspect-[4/3] bg-muted">
                <img
                  src={photo.cardUrl}
                  alt={`${property.title}, ${index + 1} of ${photos.length}${index === 0 ? ' (cover)' : ''}`}
                  className="size-full object-cover"
                  loading="lazy"
                />
                {index === 0 ? (
                  <span className="absolute top-2 left-2 rounded bg-black/70 px-2 py-0.5 text-xs font-medium text-white">
                    Cover
                  </span>
                ) : null}
              </div>
              <div className="flex items-center justify-between gap-1 p-1">
                <div className="flex gap-1">
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-9"
                    data-move="left"
                    aria-label={`Move photo ${index + 1} left`}
                    disabled={index === 0 || busy}
                    onClick={() => move(index, -1)}
                  >
                    <ChevronLeftIcon aria-hidden="true" />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-9"
                    data-move="right"
                    aria-label={`Move photo ${index + 1} right`}
                    disabled={index === photos.length - 1 || busy}
                    onClick={() => move(index, 1)}
                  >
                    <ChevronRightIcon aria-hidden="true" />
                  </Button>
                </div>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-9 text-destructive hover:bg-destructive-soft"
                  aria-label={`Delete photo ${index + 1}`}
                  disabled={lastLocked || busy}
                  onClick={() => setToDelete({ photo, index })}
                >
                  <Trash2Icon aria-hidden="true" />
                </Button>
              </div>
            </li>
          ))}
          {pending.map((item) => (
            <li key={item.key} className="overflow-hidden rounded-lg border border-border bg-surface">
              <div className="relative aspect-[4/3] bg-muted">
                <img
                  src={item.preview}
                  alt={`Preview of ${item.file.name}`}
                  className="size-full object-cover opacity-60"
                />
              </div>
              <div className="grid gap-1 p-2">
                <UploadProgress name={item.file.name} progress={item.progress} error={item.error} />
                {item.error ? (
                  <Button type="button" variant="ghost" size="sm" onClick={() => discard(item)}>
                    <XIcon aria-hidden="true" /> Dismiss
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {lastLocked ? (
        <p className="text-sm text-muted-foreground">
          {propertyMessages.lastPhoto}. Add another photo before removing this one, or unpublish the listing.
        </p>
      ) : null}
      <FilePicker
        label="Add photos"
        multiple
        accept={fileRules.listingPhoto.accept}
        disabled={room <= 0}
        description={
          room > 0
            ? `Choose or drop up to ${room} more (PNG or JPEG, 3 MB each)`
            : `This listing has ${limits.photosMax} photos, the most allowed. Delete one to add another.`
        }
        onFiles={choose}
      />
      {warnings.length ? (
        <ul role="alert" className="grid gap-1 rounded-md bg-orange-50 p-3 text-sm text-orange-900">
          {warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => (open ? null : setToDelete(null))}
        title={`Delete photo ${(toDelete?.index ?? 0) + 1}?`}
        description="The photo is removed from the listing at once."
        confirmText="Delete"
        cancelText="Cancel"
        destructive
        busy={busy}
        onConfirm={() => {
          if (!toDelete) return;
          update.mutate(
            { deletedPhotos: [toDelete.photo._id] },
            {
              onSuccess: () => {
                setToDelete(null);
                toast.success('Photo deleted');
              },
              onError: (failure) => {
                setToDelete(null);
                toast.error(failure.message);
              },
            },
          );
        }}
      />
    </FormSection>
  );
}

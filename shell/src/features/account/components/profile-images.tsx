import { checkChosenFile, type FileRule, fileRules } from '@naija-homes/contracts/upload';
import type { User } from '@naija-homes/contracts/user';
import { Avatar } from '@naija-homes/ui-kit/components/avatar';
import { Button } from '@naija-homes/ui-kit/components/button';
import { toast } from '@naija-homes/ui-kit/components/toast';
import { useId, useRef, useState } from 'react';
import { useDeleteCoverPhoto } from '../api/delete-cover-photo';
import { useDeletePhoto } from '../api/delete-photo';
import { useUploadCoverPhoto } from '../api/upload-cover-photo';
import { useUploadPhoto } from '../api/upload-photo';

type Which = 'photo' | 'coverPhoto';
const labels: Record<Which, string> = { photo: 'photo', coverPhoto: 'cover photo' };

/** Photo and cover photo of the profile (spec §5): jpeg/jpg/png, the cover allowed twice the photo's size. */
export function ProfileImages({ user }: { user: User }) {
  const [warning, setWarning] = useState<string | null>(null);
  return (
    <div className="grid max-w-2xl gap-3">
      <div
        className="relative h-32 overflow-hidden rounded-card border border-border bg-primary-soft sm:h-40"
        style={
          user.coverPhoto
            ? { backgroundImage: `url("${user.coverPhoto}")`, backgroundSize: 'cover', backgroundPosition: 'center' }
            : undefined
        }
      >
        {user.coverPhoto ? null : (
          <p className="flex h-full items-center justify-center text-sm text-muted-foreground">No cover photo yet</p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <Avatar name={user.fullName} src={user.photo} className="size-20 text-xl" />
        <div className="flex flex-wrap gap-2">
          <Picker which="photo" hasImage={Boolean(user.photo)} onWarning={setWarning} />
          <Picker which="coverPhoto" hasImage={Boolean(user.coverPhoto)} onWarning={setWarning} />
        </div>
      </div>
      <p className="text-xs text-muted-foreground">
        jpeg, jpg or png. Photo up to {fileRules.photo.maxBytes / 1024 / 1024} MB, cover photo up to{' '}
        {fileRules.coverPhoto.maxBytes / 1024 / 1024} MB.
      </p>
      {warning ? (
        <p role="alert" className="text-sm text-destructive">
          {warning}
        </p>
      ) : null}
    </div>
  );
}

interface PickerProps {
  hasImage: boolean;
  onWarning: (message: string | null) => void;
}

/** What an upload or a removal reports: the server's message, or its failure as the warning under the images. */
function callbacksFor(onWarning: PickerProps['onWarning']) {
  return {
    onSuccess: (response: { message?: string }) => {
      toast.success(response.message ?? 'Profile updated');
    },
    onError: (error: Error) => onWarning(error.message),
  };
}

/** The upload and removal calls of each image. */
const mutationsOf = {
  photo: { useUpload: useUploadPhoto, useRemove: useDeletePhoto },
  coverPhoto: { useUpload: useUploadCoverPhoto, useRemove: useDeleteCoverPhoto },
} as const;

function Picker({ which, hasImage, onWarning }: PickerProps & { which: Which }) {
  const callbacks = callbacksFor(onWarning);
  // `which` never changes for a mounted picker, so the same hooks run on every render.
  const upload = mutationsOf[which].useUpload(callbacks);
  const remove = mutationsOf[which].useRemove(callbacks);
  return (
    <ImagePicker
      which={which}
      rule={fileRules[which]}
      hasImage={hasImage}
      onWarning={onWarning}
      onChoose={(file) => upload.mutate(file)}
      uploading={upload.isPending}
      onRemove={() => remove.mutate()}
      removing={remove.isPending}
    />
  );
}

function ImagePicker({
  which,
  rule,
  hasImage,
  onWarning,
  onChoose,
  uploading,
  onRemove,
  removing,
}: PickerProps & {
  which: Which;
  rule: FileRule;
  onChoose: (file: File) => void;
  uploading: boolean;
  onRemove: () => void;
  removing: boolean;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <label htmlFor={inputId} className="sr-only">
        Upload {labels[which]}
      </label>
      <input
        id={inputId}
        ref={input}
        type="file"
        accept={rule.accept}
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          const problem = checkChosenFile(file, rule);
          onWarning(problem);
          if (!problem) onChoose(file);
        }}
      />
      <Button type="button" variant="outline" size="sm" loading={uploading} onClick={() => input.current?.click()}>
        {hasImage ? `Change ${labels[which]}` : `Add ${labels[which]}`}
      </Button>
      {hasImage ? (
        <Button type="button" variant="ghost" size="sm" loading={removing} onClick={onRemove}>
          Remove {labels[which]}
        </Button>
      ) : null}
    </>
  );
}

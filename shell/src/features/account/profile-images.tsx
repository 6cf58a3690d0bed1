import { apiRequest, type DataResponse } from '@naija-homes/contracts/http';
import { checkChosenFile, type FileRule, fileRules } from '@naija-homes/contracts/upload';
import type { User } from '@naija-homes/contracts/user';
import { Avatar } from '@naija-homes/ui-kit/components/avatar';
import { Button } from '@naija-homes/ui-kit/components/button';
import { toast } from '@naija-homes/ui-kit/components/toast';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useSetSessionUser } from '../../lib/session';

type Which = 'photo' | 'coverPhoto';
const endpoints: Record<Which, string> = { photo: '/user/photo', coverPhoto: '/user/cover-photo' };
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
          <ImagePicker which="photo" rule={fileRules.photo} hasImage={Boolean(user.photo)} onWarning={setWarning} />
          <ImagePicker
            which="coverPhoto"
            rule={fileRules.coverPhoto}
            hasImage={Boolean(user.coverPhoto)}
            onWarning={setWarning}
          />
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

function ImagePicker({
  which,
  rule,
  hasImage,
  onWarning,
}: {
  which: Which;
  rule: FileRule;
  hasImage: boolean;
  onWarning: (message: string | null) => void;
}) {
  const setUser = useSetSessionUser();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const done = (response: DataResponse<User>) => {
    setUser(response.data);
    toast.success(response.message ?? 'Profile updated');
  };
  const upload = useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append(which, file);
      return apiRequest<DataResponse<User>>(endpoints[which], { method: 'PUT', body });
    },
    onSuccess: done,
    onError: (error) => onWarning(error.message),
  });
  const remove = useMutation({
    mutationFn: () => apiRequest<DataResponse<User>>(endpoints[which], { method: 'DELETE' }),
    onSuccess: done,
    onError: (error) => onWarning(error.message),
  });
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
          if (!problem) upload.mutate(file);
        }}
      />
      <Button
        type="button"
        variant="outline"
        size="sm"
        loading={upload.isPending}
        onClick={() => input.current?.click()}
      >
        {hasImage ? `Change ${labels[which]}` : `Add ${labels[which]}`}
      </Button>
      {hasImage ? (
        <Button type="button" variant="ghost" size="sm" loading={remove.isPending} onClick={() => remove.mutate()}>
          Remove {labels[which]}
        </Button>
      ) : null}
    </>
  );
}

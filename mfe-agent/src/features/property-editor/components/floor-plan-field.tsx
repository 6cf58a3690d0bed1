import type { Property } from '@naija-homes/contracts/property';
import { fileRules, listingFileMessages } from '@naija-homes/contracts/upload';
import { ConfirmDialog } from '@naija-homes/ui-kit/components/alert-dialog';
import { Button } from '@naija-homes/ui-kit/components/button';
import { toast } from '@naija-homes/ui-kit/components/toast';
import { FileTextIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { useUpdateProperty } from '../api/update-property';
import { useUploadFloorPlan } from '../api/upload-floor-plan';
import { singleFileChoice } from '../single-file';
import { FormSection } from './fields';
import { FilePicker, UploadProgress } from './file-picker';

/** One floor plan: a PNG or JPEG image (≤5 MB, spec §5); choosing another replaces it. */
export function FloorPlanField({ property }: { property: Property }) {
  const id = property._id;
  const update = useUpdateProperty(id);
  const uploadFloorPlan = useUploadFloorPlan(id);
  const [upload, setUpload] = useState<{ name: string; progress: number } | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const plan = property.floorPlan;

  async function choose(files: File[]) {
    const { file, problem } = singleFileChoice(files, fileRules.floorPlan);
    setWarning(problem);
    if (problem) toast.warning(problem);
    if (!file) return;
    setUpload({ name: file.name, progress: 0 });
    try {
      await uploadFloorPlan.mutateAsync({ file, onProgress: (progress) => setUpload({ name: file.name, progress }) });
      toast.success(plan ? 'Floor plan replaced' : 'Floor plan uploaded');
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : listingFileMessages.format;
      setWarning(message);
      toast.warning(message);
    } finally {
      setUpload(null);
    }
  }

  return (
    <FormSection title="Floor plan" single description="One image: PNG or JPEG, at most 5 MB.">
      {plan ? (
        <div className="flex flex-wrap items-center gap-3">
          <a
            href={plan.url}
            target="_blank"
            rel="noopener"
            className="flex items-center gap-2 rounded-lg border border-border p-2 text-sm font-medium text-primary hover:bg-muted"
          >
            {plan.kind === 'image' ? (
              <img src={plan.url} alt="" className="size-16 rounded object-cover" />
            ) : (
              <FileTextIcon aria-hidden="true" className="size-8" />
            )}
            <span>
              Open floor plan
              <span className="sr-only"> (opens in a new tab)</span>
            </span>
          </a>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={Boolean(upload) || update.isPending}
            onClick={() => setConfirmRemove(true)}
          >
            <Trash2Icon aria-hidden="true" /> Remove floor plan
          </Button>
        </div>
      ) : null}
      {upload ? <UploadProgress name={upload.name} progress={upload.progress} /> : null}
      <FilePicker
        label={plan ? 'Replace floor plan' : 'Add floor plan'}
        description="Choose or drop one image (PNG or JPEG, 5 MB)"
        accept={fileRules.floorPlan.accept}
        disabled={Boolean(upload)}
        compact={Boolean(plan)}
        onFiles={(files) => void choose(files)}
      />
      {warning ? (
        <p role="alert" className="rounded-md bg-orange-50 p-3 text-sm text-orange-900">
          {warning}
        </p>
      ) : null}
      <ConfirmDialog
        open={confirmRemove}
        onOpenChange={setConfirmRemove}
        title="Remove the floor plan?"
        description="The file is deleted from the listing at once."
        confirmText="Remove"
        cancelText="Cancel"
        destructive
        busy={update.isPending}
        onConfirm={() =>
          update.mutate(
            { deletedFloorPlan: true },
            {
              onSuccess: () => toast.success('Floor plan removed'),
              onError: (failure) => toast.error(failure.message),
              onSettled: () => setConfirmRemove(false),
            },
          )
        }
      />
    </FormSection>
  );
}

import { ConfirmDialog } from '@naija-homes/ui-kit/components/alert-dialog';
import type { UnsavedChangesGuard } from '@naija-homes/ui-kit/hooks/use-unsaved-changes';

/**
 * The question `useUnsavedChanges` asks before a move would lose unsaved changes: Stay (focused, so Enter never
 * throws the changes away) or Leave without saving.
 */
export function UnsavedChangesDialog({
  guard,
  title = 'Leave without saving?',
  description = 'Your changes are not saved yet. If you leave now, they are lost.',
}: {
  guard: Pick<UnsavedChangesGuard, 'asking' | 'stay' | 'leave'>;
  title?: string;
  description?: string;
}) {
  return (
    <ConfirmDialog
      open={guard.asking}
      onOpenChange={(open) => (open ? null : guard.stay())}
      title={title}
      description={description}
      confirmText="Leave without saving"
      cancelText="Stay"
      onConfirm={guard.leave}
    />
  );
}

import { useSession } from '@naija-homes/client/queries/session';
import { Button } from '@naija-homes/ui-kit/components/button';
import { toast } from '@naija-homes/ui-kit/components/toast';
import { LOGIN_PROMPT_EVENT } from '@naija-homes/ui-kit/lib/app-events';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import { deferredModule } from '@naija-homes/ui-kit/lib/deferred-module';
import { FlagIcon } from 'lucide-react';
import { useState } from 'react';
import type { ReportDialog as ReportDialogComponent } from './report-dialog';

/** Told when the report form could not be loaded to open it. */
export const REPORT_FORM_LOAD_FAILED = 'The report form could not open: the connection dropped. Please try again.';

// The dialog, its reasons and the report's schema (zod with it) load when a member reaches for the button: the
// listing and agent pages it sits on have no other use for them.
const reportDialog = deferredModule(() => import('./report-dialog'));

/** What is reported: a listing (its agent is its owner) or an agent from their profile. */
export type ReportTarget =
  | { kind: 'listing'; propertyId: string; ownerId: string; title: string }
  | { kind: 'agent'; agentId: string; name: string };

/**
 * The Report action of a property or agent page: a dialog with the reasons and a message, sent to the moderation
 * team. Visitors are asked to sign in; the agent concerned and admins (who resolve reports) do not see it.
 */
export function ReportAction({ target, className }: { target: ReportTarget; className?: string }) {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const [opening, setOpening] = useState(false);
  const [ReportDialog, setReportDialog] = useState<typeof ReportDialogComponent | null>(null);
  const agentId = target.kind === 'listing' ? target.ownerId : target.agentId;
  if (user && (user.role === 'ADMIN' || user._id === agentId)) return null;
  const what = target.kind === 'listing' ? 'listing' : 'agent';

  async function openDialog() {
    if (!user) {
      window.dispatchEvent(new CustomEvent(LOGIN_PROMPT_EVENT));
      return;
    }
    if (ReportDialog) {
      setOpen(true);
      return;
    }
    // Not disabled while it loads: a disabled button drops the focus, which the dialog returns to on closing.
    if (opening) return;
    setOpening(true);
    try {
      const loaded = (await reportDialog.load()).ReportDialog;
      // A component in state is set through an updater: React would call it as one.
      setReportDialog(() => loaded);
      setOpen(true);
    } catch {
      toast.error(REPORT_FORM_LOAD_FAILED);
    } finally {
      setOpening(false);
    }
  }

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className={cn('justify-self-start text-muted-foreground', className)}
        aria-haspopup="dialog"
        aria-busy={opening || undefined}
        onPointerEnter={user ? reportDialog.preload : undefined}
        onFocus={user ? reportDialog.preload : undefined}
        onClick={openDialog}
      >
        <FlagIcon aria-hidden="true" /> Report this {what}
      </Button>
      {user && ReportDialog ? <ReportDialog target={target} open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}

import { Button } from '@naija-homes/ui-kit/components/button';
import { Dialog, DialogClose, DialogPanel } from '@naija-homes/ui-kit/components/dialog';
import { useNavigate } from '@naija-homes/ui-kit/lib/router';

/** Spec §2/§6: listing needs a live plan; Subscribe goes to the pricing plans tab, Cancel closes. */
export function SubscriptionRequiredDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogPanel
        title="Subscription Required"
        description="You need an active plan to list properties. Choose Starter, Elite or Platinum; your listings show in search as long as the plan is active."
        footer={
          <>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button
              onClick={() => {
                onOpenChange(false);
                navigate('/agent/settings?tab=pricing-plans');
              }}
            >
              Subscribe
            </Button>
          </>
        }
      />
    </Dialog>
  );
}

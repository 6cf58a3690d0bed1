import { PageHeader } from '@naija-homes/ui-kit/components/page-header';
import { Slot } from '@naija-homes/ui-kit/components/slot';

export function NotificationsPage() {
  return (
    <>
      <PageHeader title="Notifications" />
      <Slot name="notifications" />
    </>
  );
}

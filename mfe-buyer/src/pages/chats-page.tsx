import { PageHeader } from '@naija-homes/ui-kit/components/page-header';
import { Slot } from '@naija-homes/ui-kit/components/slot';

export function ChatsPage() {
  return (
    <>
      <PageHeader title="Messages" />
      <Slot name="chat" viewerRole="BUYER" />
    </>
  );
}

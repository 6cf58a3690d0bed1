import { PageHeader } from '@naija-homes/ui-kit/components/page-header';
import { Slot } from '@naija-homes/ui-kit/components/slot';

export function ChatsPage() {
  return (
    <>
      <PageHeader title="Chats" />
      <Slot name="chat" viewerRole="ADMIN" />
    </>
  );
}

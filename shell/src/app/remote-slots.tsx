import type { Role } from '@naija-homes/contracts/enums';
import type { RemoteName } from '@naija-homes/contracts/runtime-config';
import { ErrorBoundary } from '@naija-homes/ui-kit/components/error-boundary';
import { Spinner } from '@naija-homes/ui-kit/components/spinner';
import { type ComponentType, Suspense, use } from 'react';
import { remoteScope } from '../shared/page-frame';
import { loadRemoteOnce, retryRemote } from './federation';

type SlotProps = Record<string, unknown>;

const loading = (
  <div className="flex justify-center py-16">
    <Spinner />
  </div>
);

/**
 * A slot filled by a remote's exposed module: its failure stays inside it (named `section` in the message), Retry
 * fetches the remote again, and the remote's styles are scoped to it. The content loads through the same retryable
 * promise as the remotes' routes (not React.lazy, which keeps a failed load forever), so Retry really fetches again.
 */
function remoteSlot(remote: RemoteName, section: string, Content: ComponentType<SlotProps>) {
  return function RemoteSlot(props: SlotProps) {
    return (
      <ErrorBoundary section={section} onRetry={() => retryRemote(remote)}>
        <div {...remoteScope(remote)}>
          <Suspense fallback={loading}>
            <Content {...props} />
          </Suspense>
        </div>
      </ErrorBoundary>
    );
  };
}

/** The chat remote's rooms and conversation, the "chat" slot that the buyer, agent and admin areas render. */
export const ChatSlot = remoteSlot('mfe_chat', 'chat', function Chat(props) {
  const { default: ChatApp } = use(loadRemoteOnce('mfe_chat', 'ChatApp'));
  return <ChatApp viewerRole={(props.viewerRole as Role | undefined) ?? 'BUYER'} />;
});

/** The chat remote's notifications list, the "notifications" slot. */
export const NotificationsSlot = remoteSlot('mfe_chat', 'notifications', function Notifications() {
  const { default: NotificationsApp } = use(loadRemoteOnce('mfe_chat', 'NotificationsApp'));
  return <NotificationsApp />;
});

/** The public remote's plan cards, the "pricing-plans" slot of the agent's settings. */
export const PricingPlansSlot = remoteSlot('mfe_public', 'pricing plans', function Plans() {
  const { default: PricingPlans } = use(loadRemoteOnce('mfe_public', 'PricingPlans'));
  return <PricingPlans />;
});

/** The public remote's saved-homes grid (listing cards live there), the buyer area's "saved-homes" slot. */
export const SavedHomesSlot = remoteSlot('mfe_public', 'saved homes', function Saved() {
  const { default: SavedHomes } = use(loadRemoteOnce('mfe_public', 'SavedHomes'));
  return <SavedHomes />;
});

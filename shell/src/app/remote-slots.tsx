import type { Role } from '@naija-homes/contracts/enums';
import { Spinner } from '@naija-homes/ui-kit/components/spinner';
import { REMOTE_SCOPE_ATTRIBUTE } from '@naija-homes/ui-kit/lib/app-events';
import { Suspense, use } from 'react';
import { SectionErrorBoundary } from '../shared/error-boundary';
import { loadRemoteOnce, retryRemote } from './federation';

// Loaded through the same retryable promise as the remotes' routes (not React.lazy, which keeps a failed load
// forever): the boundary's Retry really fetches again.
function ChatApp(props: { viewerRole: Role }) {
  const { default: Chat } = use(loadRemoteOnce('mfe_chat', 'ChatApp'));
  return <Chat {...props} />;
}

function PricingPlans() {
  const { default: Plans } = use(loadRemoteOnce('mfe_public', 'PricingPlans'));
  return <Plans />;
}

function SavedHomes() {
  const { default: Saved } = use(loadRemoteOnce('mfe_public', 'SavedHomes'));
  return <Saved />;
}

function NotificationsApp() {
  const { default: Notifications } = use(loadRemoteOnce('mfe_chat', 'NotificationsApp'));
  return <Notifications />;
}

const loading = (
  <div className="flex justify-center py-16">
    <Spinner />
  </div>
);

/** The chat remote's rooms and conversation, registered as the "chat" slot that the buyer, agent and admin areas render. */
export function ChatSlot(props: Record<string, unknown>) {
  const viewerRole = (props.viewerRole as Role | undefined) ?? 'BUYER';
  return (
    <SectionErrorBoundary section="chat" onRetry={() => retryRemote('mfe_chat')}>
      <div {...{ [REMOTE_SCOPE_ATTRIBUTE]: 'mfe_chat' }} className="contents">
        <Suspense fallback={loading}>
          <ChatApp viewerRole={viewerRole} />
        </Suspense>
      </div>
    </SectionErrorBoundary>
  );
}

/** The chat remote's notifications list, registered as the "notifications" slot. */
export function NotificationsSlot() {
  return (
    <SectionErrorBoundary section="notifications" onRetry={() => retryRemote('mfe_chat')}>
      <div {...{ [REMOTE_SCOPE_ATTRIBUTE]: 'mfe_chat' }} className="contents">
        <Suspense fallback={loading}>
          <NotificationsApp />
        </Suspense>
      </div>
    </SectionErrorBoundary>
  );
}

/** The public remote's plan cards, registered as the "pricing-plans" slot of the agent's settings. */
export function PricingPlansSlot() {
  return (
    <SectionErrorBoundary section="pricing plans" onRetry={() => retryRemote('mfe_public')}>
      <div {...{ [REMOTE_SCOPE_ATTRIBUTE]: 'mfe_public' }} className="contents">
        <Suspense fallback={loading}>
          <PricingPlans />
        </Suspense>
      </div>
    </SectionErrorBoundary>
  );
}

/** The public remote's saved-homes grid (listing cards live there), registered as the buyer area's "saved-homes" slot. */
export function SavedHomesSlot() {
  return (
    <SectionErrorBoundary section="saved homes" onRetry={() => retryRemote('mfe_public')}>
      <div {...{ [REMOTE_SCOPE_ATTRIBUTE]: 'mfe_public' }} className="contents">
        <Suspense fallback={loading}>
          <SavedHomes />
        </Suspense>
      </div>
    </SectionErrorBoundary>
  );
}

import { SlotProvider } from '@naija-homes/ui-kit/components/slot';
import { REMOTE_SCOPE_ATTRIBUTE } from '@naija-homes/ui-kit/lib/app-events';
import { BrowserRouter } from '@naija-homes/ui-kit/lib/router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense } from 'react';
import { PageLoader } from '../shared/page-loader';
import { type RuntimeConfig, RuntimeConfigContext } from '../shared/runtime-config';
import { ChatSlot, NotificationsSlot, PricingPlansSlot, SavedHomesSlot } from './remote-slots';
import { AppRoutes } from './router';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 15_000 },
  },
});

// The account forms carry a schema library and a phone library: only the settings pages that show them load them.
const ProfileForm = lazy(async () => ({
  default: (await import('../features/account/components/profile-form')).ProfileForm,
}));
const PasswordForm = lazy(async () => ({
  default: (await import('../features/account/components/password-form')).PasswordForm,
}));

const ApiKeysSettings = lazy(async () => ({
  default: (await import('../features/account/components/api-keys-settings')).ApiKeysSettings,
}));

// Pieces the areas render without importing their owner (docs/decisions/003).
const slots = {
  chat: ChatSlot,
  notifications: NotificationsSlot,
  'pricing-plans': PricingPlansSlot,
  'saved-homes': SavedHomesSlot,
  'profile-form': shellContent(ProfileForm),
  'password-form': shellContent(PasswordForm),
  'api-keys': shellContent(ApiKeysSettings),
};

/** Shell components placed inside a remote keep the shell's styles (a boundary for the remote's scoped CSS). */
function shellContent(Content: ComponentType) {
  return function ShellContent() {
    return (
      <div {...{ [REMOTE_SCOPE_ATTRIBUTE]: 'shell' }} className="contents">
        <Suspense fallback={<PageLoader />}>
          <Content />
        </Suspense>
      </div>
    );
  };
}

export function App({ config }: { config: RuntimeConfig }) {
  return (
    <RuntimeConfigContext.Provider value={config}>
      <QueryClientProvider client={queryClient}>
        <SlotProvider slots={slots}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </SlotProvider>
      </QueryClientProvider>
    </RuntimeConfigContext.Provider>
  );
}

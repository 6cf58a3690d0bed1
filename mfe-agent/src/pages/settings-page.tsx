import { useSession } from '@naija-homes/client/queries/session';
import { PageHeader } from '@naija-homes/ui-kit/components/page-header';
import { useSearchParams } from '@naija-homes/ui-kit/lib/router';
import { SettingsTabs } from '../features/settings/components/settings-tabs';
import { settingsTabOf } from '../features/settings/settings-tab';
import { PricingPlansTab } from '../features/subscription/components/pricing-plans-tab';
import { VerificationTab } from '../features/verification/components/verification-tab';

export function SettingsPage() {
  const [params, setParams] = useSearchParams();
  const { user } = useSession();
  return (
    <>
      <PageHeader title="Settings" />
      <SettingsTabs
        tab={settingsTabOf(params.get('tab'))}
        onTabChange={(value) => setParams({ tab: value })}
        verification={user ? <VerificationTab user={user} /> : null}
        pricingPlans={<PricingPlansTab />}
      />
    </>
  );
}

import { PageHeader } from '@naija-homes/ui-kit/components/page-header';
import { Slot } from '@naija-homes/ui-kit/components/slot';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@naija-homes/ui-kit/components/tabs';
import { useSearchParams } from 'react-router';
import { useSession } from '../shared/use-session';
import { PricingPlansTab } from './pricing-plans-tab';
import { VerificationTab } from './verification/verification-tab';

const tabs = ['prof-account', 'verification', 'pricing-plans'] as const;
type Tab = (typeof tabs)[number];

export function SettingsPage() {
  const [params, setParams] = useSearchParams();
  const user = useSession();
  const requested = params.get('tab');
  const tab: Tab = tabs.includes(requested as Tab) ? (requested as Tab) : 'prof-account';
  return (
    <>
      <PageHeader title="Settings" />
      <Tabs value={tab} onValueChange={(value) => setParams({ tab: value })}>
        <TabsList>
          <TabsTrigger value="prof-account">Basic Information</TabsTrigger>
          <TabsTrigger value="verification">Verification</TabsTrigger>
          <TabsTrigger value="pricing-plans">Pricing Plans</TabsTrigger>
        </TabsList>
        <TabsContent value="prof-account" className="grid gap-10">
          <section aria-labelledby="basic-heading" className="grid gap-4">
            <h2 id="basic-heading" className="text-lg font-semibold">
              Basic Information
            </h2>
            <Slot name="profile-form" />
          </section>
          <section aria-labelledby="password-heading" className="grid gap-4">
            <h2 id="password-heading" className="text-lg font-semibold">
              Password
            </h2>
            <Slot name="password-form" />
          </section>
        </TabsContent>
        <TabsContent value="verification">
          <h2 className="sr-only">Verification</h2>
          {user ? <VerificationTab user={user} /> : null}
        </TabsContent>
        <TabsContent value="pricing-plans">
          <PricingPlansTab />
        </TabsContent>
      </Tabs>
    </>
  );
}

import { Tabs, TabsContent, TabsList, TabsTrigger } from '@naija-homes/ui-kit/components/tabs';
import type { ReactNode } from 'react';
import type { SettingsTab } from '../settings-tab';
import { BasicInformationTab } from './basic-information-tab';

/** Settings' three tabs; the page passes the verification and pricing plans tabs (other features). */
export function SettingsTabs({
  tab,
  onTabChange,
  verification,
  pricingPlans,
}: {
  tab: SettingsTab;
  onTabChange: (tab: string) => void;
  verification: ReactNode;
  pricingPlans: ReactNode;
}) {
  return (
    <Tabs value={tab} onValueChange={onTabChange}>
      <TabsList>
        <TabsTrigger value="prof-account">Basic Information</TabsTrigger>
        <TabsTrigger value="verification">Verification</TabsTrigger>
        <TabsTrigger value="pricing-plans">Pricing Plans</TabsTrigger>
      </TabsList>
      <TabsContent value="prof-account" className="grid gap-10">
        <BasicInformationTab />
      </TabsContent>
      <TabsContent value="verification">
        <h2 className="sr-only">Verification</h2>
        {verification}
      </TabsContent>
      <TabsContent value="pricing-plans">{pricingPlans}</TabsContent>
    </Tabs>
  );
}

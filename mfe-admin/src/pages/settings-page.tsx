import { PageHeader } from '@naija-homes/ui-kit/components/page-header';
import { Slot } from '@naija-homes/ui-kit/components/slot';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@naija-homes/ui-kit/components/tabs';
import { useSearchParams } from '@naija-homes/ui-kit/lib/router';
import { PlansSettings } from '../features/settings/components/plans-settings';
import { SiteSettings } from '../features/settings/components/site-settings';

const tabs = ['site', 'plans', 'account'] as const;
type Tab = (typeof tabs)[number];
const tabOf = (value: string | null): Tab => (tabs.includes(value as Tab) ? (value as Tab) : 'site');

/** /admin/settings: the site's settings, the plans' prices and points, and the admin's own profile and password. */
export function SettingsPage() {
  const [params, setParams] = useSearchParams();
  return (
    <>
      <PageHeader
        title="Settings"
        description="What the public pages show: contact details, social links, the footer and the plans."
      />
      <Tabs value={tabOf(params.get('tab'))} onValueChange={(value) => setParams({ tab: value }, { replace: true })}>
        <TabsList>
          <TabsTrigger value="site">Site</TabsTrigger>
          <TabsTrigger value="plans">Plans</TabsTrigger>
          <TabsTrigger value="account">Your account</TabsTrigger>
        </TabsList>
        <TabsContent value="site">
          <SiteSettings />
        </TabsContent>
        <TabsContent value="plans">
          <PlansSettings />
        </TabsContent>
        {/* Admins have no phone field (spec §6); the shared profile form hides it for them. */}
        <TabsContent value="account" className="grid gap-10">
          <Slot name="profile-form" />
          <Slot name="password-form" />
          <Slot name="api-keys" />
        </TabsContent>
      </Tabs>
    </>
  );
}

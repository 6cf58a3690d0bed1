import { statusTone } from '@naija-homes/contracts/enums';
import { Chip } from '@naija-homes/ui-kit/components/chip';
import { PageHeader } from '@naija-homes/ui-kit/components/page-header';
import { Progress } from '@naija-homes/ui-kit/components/progress';
import { Slot } from '@naija-homes/ui-kit/components/slot';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@naija-homes/ui-kit/components/tabs';
import { useSearchParams } from 'react-router';
import { useSession } from '../shared/use-session';
import { PricingPlansTab } from './pricing-plans-tab';

export function SettingsPage() {
  const [params, setParams] = useSearchParams();
  const user = useSession();
  const tab = params.get('tab') === 'pricing-plans' ? 'pricing-plans' : 'prof-account';
  return (
    <>
      <PageHeader title="Settings" />
      <Tabs value={tab} onValueChange={(value) => setParams({ tab: value })}>
        <TabsList>
          <TabsTrigger value="prof-account">Profile & Account</TabsTrigger>
          <TabsTrigger value="pricing-plans">Pricing Plans</TabsTrigger>
        </TabsList>
        <TabsContent value="prof-account" className="grid gap-10">
          <section aria-labelledby="basic-heading" className="grid gap-4">
            <h2 id="basic-heading" className="text-lg font-semibold">
              Basic Information
            </h2>
            <Slot name="profile-form" />
          </section>
          {user?.agent ? (
            <section aria-labelledby="verification-heading" className="grid max-w-2xl gap-3">
              <h2 id="verification-heading" className="text-lg font-semibold">
                Verification
              </h2>
              <p className="flex items-center gap-2 text-sm">
                Status: <Chip tone={statusTone(user.agent.status)}>{user.agent.status}</Chip>
              </p>
              <Progress value={user.agent.progress} label="Profile completion" />
              <p className="text-sm text-muted-foreground">
                {user.agent.progress}% complete. Verification has four steps: Smile ID identity check, professional
                credentials, office information and social media links.
              </p>
            </section>
          ) : null}
          <section aria-labelledby="password-heading" className="grid gap-4">
            <h2 id="password-heading" className="text-lg font-semibold">
              Password
            </h2>
            <Slot name="password-form" />
          </section>
        </TabsContent>
        <TabsContent value="pricing-plans">
          <PricingPlansTab />
        </TabsContent>
      </Tabs>
    </>
  );
}

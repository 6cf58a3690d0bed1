import { PageHeader } from '@naija-homes/ui-kit/components/page-header';
import { Slot } from '@naija-homes/ui-kit/components/slot';
import { TitledSection } from '@naija-homes/ui-kit/components/titled-section';

export function SettingsPage() {
  return (
    <>
      <PageHeader title="Settings" description="Your profile and password." />
      <TitledSection title="Profile">
        <Slot name="profile-form" />
      </TitledSection>
      <TitledSection title="Password" className="mt-10">
        <Slot name="password-form" />
      </TitledSection>
    </>
  );
}

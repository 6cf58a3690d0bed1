import { PageHeader } from '@naija-homes/ui-kit/components/page-header';
import { Slot } from '@naija-homes/ui-kit/components/slot';

// Admins have no phone field (spec §6); the shared profile form hides it for them.
export function SettingsPage() {
  return (
    <>
      <PageHeader title="Settings" description="Your admin profile and password." />
      <div className="grid gap-10">
        <Slot name="profile-form" />
        <Slot name="password-form" />
      </div>
    </>
  );
}

import { PageHeader } from '@naija-homes/ui-kit/components/page-header';
import { Slot } from '@naija-homes/ui-kit/components/slot';

export function SettingsPage() {
  return (
    <>
      <PageHeader title="Settings" description="Your profile and password." />
      <section aria-labelledby="profile-heading" className="grid gap-4">
        <h2 id="profile-heading" className="text-lg font-semibold">
          Profile
        </h2>
        <Slot name="profile-form" />
      </section>
      <section aria-labelledby="password-heading" className="mt-10 grid gap-4">
        <h2 id="password-heading" className="text-lg font-semibold">
          Password
        </h2>
        <Slot name="password-form" />
      </section>
    </>
  );
}

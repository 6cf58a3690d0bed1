import { Slot } from '@naija-homes/ui-kit/components/slot';
import { TitledSection } from '@naija-homes/ui-kit/components/titled-section';

/** The profile and password forms, and the API keys (the shell's, through slots). */
export function BasicInformationTab() {
  return (
    <>
      <TitledSection title="Basic Information">
        <Slot name="profile-form" />
      </TitledSection>
      <TitledSection title="Password">
        <Slot name="password-form" />
      </TitledSection>
      <Slot name="api-keys" />
    </>
  );
}

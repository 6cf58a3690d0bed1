import { useSession } from '@naija-homes/client/queries/session';
import { firstIssueMessage } from '@naija-homes/contracts/fields';
import { limits } from '@naija-homes/contracts/limits';
import { type User, updateProfileSchema, userMessages } from '@naija-homes/contracts/user';
import { Button } from '@naija-homes/ui-kit/components/button';
import { FormField } from '@naija-homes/ui-kit/components/form-field';
import { Input, Textarea } from '@naija-homes/ui-kit/components/input';
import { PhoneInput } from '@naija-homes/ui-kit/components/phone-input';
import { toast } from '@naija-homes/ui-kit/components/toast';
import { toastInvalid } from '@naija-homes/ui-kit/lib/form-errors';
import { type FormEvent, useState } from 'react';
import { useUpdateProfile } from '../api/update-profile';
import { changedProfileFields, type ProfileValues, profileValuesOf } from '../profile-changes';
import { ProfileImages } from './profile-images';

/** The account profile form used by the buyer, agent and admin settings (registered as the "profile-form" slot). */
export function ProfileForm() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <div className="grid gap-6">
      <ProfileImages user={user} />
      <ProfileFormFor user={user} key={user._id} />
    </div>
  );
}

function ProfileFormFor({ user }: { user: User }) {
  const [values, setValues] = useState<ProfileValues>(() => profileValuesOf(user));
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const save = useUpdateProfile({
    onSuccess: (response) => {
      setValues(profileValuesOf(response.data));
      toast.success(response.message ?? 'Profile updated');
    },
    onError: (failure) => toast.error(failure.message),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    const changes = changedProfileFields(profileValuesOf(user), values, user.role);
    if (Object.keys(changes).length === 0) {
      toast.info('No changes to save');
      return;
    }
    const parsed = updateProfileSchema.safeParse(changes);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError({ field: String(issue?.path[0] ?? ''), message: firstIssueMessage(parsed.error) });
      toastInvalid(firstIssueMessage(parsed.error));
      return;
    }
    setError(null);
    save.mutate(changes);
  }
  const errorFor = (field: keyof ProfileValues) => (error?.field === field ? error.message : undefined);
  const set = (field: keyof ProfileValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  // An agent's names come from the ID check once it passes: shown, but not editable (the API refuses it too).
  const namesLocked = Boolean(user.agent?.isSmileIdVerified);
  const nameHint = namesLocked ? `${userMessages.verifiedNameLocked}.` : undefined;
  return (
    <form onSubmit={submit} className="grid max-w-2xl gap-4" noValidate aria-label="Profile">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First Name" error={errorFor('firstName')} hint={nameHint} required>
          <Input
            value={values.firstName}
            readOnly={namesLocked}
            disabled={namesLocked}
            onChange={(event) => set('firstName')(event.target.value)}
          />
        </FormField>
        <FormField label="Last Name" error={errorFor('lastName')} hint={nameHint} required>
          <Input
            value={values.lastName}
            readOnly={namesLocked}
            disabled={namesLocked}
            onChange={(event) => set('lastName')(event.target.value)}
          />
        </FormField>
      </div>
      <FormField label="Email" hint="Contact support to change your email address.">
        <Input value={user.email} disabled readOnly />
      </FormField>
      {user.role !== 'ADMIN' ? (
        <FormField label="Phone Number" error={errorFor('phoneNumber')}>
          <PhoneInput value={values.phoneNumber} onChange={set('phoneNumber')} />
        </FormField>
      ) : null}
      {user.role === 'AGENT' ? (
        <FormField label="Bio" error={errorFor('bio')} hint={`Empty, or ${limits.bioMin}–${limits.bioMax} characters.`}>
          <Textarea
            rows={5}
            maxLength={limits.bioMax}
            value={values.bio}
            onChange={(event) => set('bio')(event.target.value)}
          />
        </FormField>
      ) : null}
      <div>
        <Button type="submit" loading={save.isPending}>
          Save changes
        </Button>
      </div>
    </form>
  );
}

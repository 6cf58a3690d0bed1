import { firstIssueMessage } from '@naija-homes/contracts/fields';
import { apiRequest, type DataResponse } from '@naija-homes/contracts/http';
import { limits } from '@naija-homes/contracts/limits';
import { type UpdateProfile, type User, updateProfileSchema } from '@naija-homes/contracts/user';
import { Button } from '@naija-homes/ui-kit/components/button';
import { FormField } from '@naija-homes/ui-kit/components/form-field';
import { Input, Textarea } from '@naija-homes/ui-kit/components/input';
import { PhoneInput } from '@naija-homes/ui-kit/components/phone-input';
import { toast } from '@naija-homes/ui-kit/components/toast';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useSession, useSetSessionUser } from '../../lib/session';
import { ProfileImages } from './profile-images';

type ProfileValues = { firstName: string; lastName: string; phoneNumber: string; bio: string };

function valuesOf(user: User): ProfileValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    phoneNumber: user.phoneNumber ?? '',
    bio: user.bio ?? '',
  };
}

/** Only the fields that changed are sent; nothing is sent when nothing changed (spec §5). */
export function changedProfileFields(before: ProfileValues, after: ProfileValues, role: User['role']): UpdateProfile {
  const changes: UpdateProfile = {};
  if (after.firstName.trim() !== before.firstName) changes.firstName = after.firstName;
  if (after.lastName.trim() !== before.lastName) changes.lastName = after.lastName;
  if (role !== 'ADMIN' && after.phoneNumber !== before.phoneNumber) changes.phoneNumber = after.phoneNumber;
  if (role === 'AGENT' && after.bio.trim() !== before.bio) changes.bio = after.bio;
  return changes;
}

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
  const setUser = useSetSessionUser();
  const [values, setValues] = useState<ProfileValues>(() => valuesOf(user));
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const save = useMutation({
    mutationFn: (body: UpdateProfile) => apiRequest<DataResponse<User>>('/user/profile', { method: 'PATCH', body }),
    onSuccess: (response) => {
      setUser(response.data);
      setValues(valuesOf(response.data));
      toast.success(response.message ?? 'Profile updated');
    },
    onError: (failure) => toast.error(failure.message),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    const changes = changedProfileFields(valuesOf(user), values, user.role);
    if (Object.keys(changes).length === 0) {
      toast.info('No changes to save');
      return;
    }
    const parsed = updateProfileSchema.safeParse(changes);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError({ field: String(issue?.path[0] ?? ''), message: firstIssueMessage(parsed.error) });
      toast.error(firstIssueMessage(parsed.error));
      return;
    }
    setError(null);
    save.mutate(changes);
  }
  const errorFor = (field: keyof ProfileValues) => (error?.field === field ? error.message : undefined);
  const set = (field: keyof ProfileValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  return (
    <form onSubmit={submit} className="grid max-w-2xl gap-4" noValidate aria-label="Profile">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First Name" error={errorFor('firstName')} required>
          <Input value={values.firstName} onChange={(event) => set('firstName')(event.target.value)} />
        </FormField>
        <FormField label="Last Name" error={errorFor('lastName')} required>
          <Input value={values.lastName} onChange={(event) => set('lastName')(event.target.value)} />
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

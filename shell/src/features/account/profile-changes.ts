import type { UpdateProfile, User } from '@naija-homes/contracts/user';

export type ProfileValues = { firstName: string; lastName: string; phoneNumber: string; bio: string };

export function profileValuesOf(user: Pick<User, 'firstName' | 'lastName' | 'phoneNumber' | 'bio'>): ProfileValues {
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

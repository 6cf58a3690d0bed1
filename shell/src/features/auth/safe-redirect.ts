import { homePathForRole, type Role } from '@naija-homes/contracts/enums';

/** Where to go after sign-in: the page the person came from if it is ours and fits their role, else their home. */
export function afterSignInPath(redirect: string | null, role: Role | null): string {
  const home = homePathForRole(role);
  if (!redirect?.startsWith('/') || redirect.startsWith('//')) return home;
  const area = redirect.split('/')[1];
  const roleArea = role?.toLowerCase();
  if ((area === 'buyer' || area === 'agent' || area === 'admin') && area !== roleArea) return home;
  return redirect;
}

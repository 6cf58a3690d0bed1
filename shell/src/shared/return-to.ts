import { useLocation } from '@naija-homes/ui-kit/lib/router';

/** The shell's own sign-in, sign-up and password screens. */
export const authPaths = ['/sign-in', '/sign-up', '/verify-otp', '/forgot-password', '/reset-password'];

export function isAuthPath(pathname: string): boolean {
  return authPaths.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/**
 * The page a person should come back to after signing in or up from `pathname`: that page itself, or, on an auth
 * screen, the page that sent them there (carried along as `redirect`). Home needs no return. The value is only a
 * request: `afterSignInPath` decides whether it is safe to follow.
 */
export function returnTarget(pathname: string, search: string): string | null {
  if (isAuthPath(pathname)) return new URLSearchParams(search).get('redirect');
  if (pathname === '/') return null;
  return `${pathname}${search}`;
}

/** `path` with the query `params`, the return target included as `redirect` when there is one. */
export function authHref(path: string, redirect: string | null, params: Record<string, string> = {}): string {
  const query = new URLSearchParams(params);
  if (redirect) query.set('redirect', redirect);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** Links to sign in or up from the current page that bring the person back here afterwards. */
export function useAuthHref(path: '/sign-in' | '/sign-up', params?: Record<string, string>): string {
  const { pathname, search } = useLocation();
  return authHref(path, returnTarget(pathname, search), params);
}

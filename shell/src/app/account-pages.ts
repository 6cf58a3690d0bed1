import type { AccountPageSlug } from '@naija-homes/contracts/public-routes';
import type { ComponentType } from 'react';

/**
 * The shell's own pages, the account forms, by path (the public route table's, contracts/src/public-routes.ts: a form
 * missing here or one it does not name fails the typecheck). Each chunk is named so that the server preloads it with the
 * page (api/src/web/route-preloads.ts); the server paints some of them too (first-paint.tsx).
 */
export const accountPages = {
  'sign-in': async () => (await import(/* webpackChunkName: "sign-in-page" */ '../pages/sign-in-page')).SignInPage,
  'sign-up': async () => (await import(/* webpackChunkName: "sign-up-page" */ '../pages/sign-up-page')).SignUpPage,
  'verify-otp': async () =>
    (await import(/* webpackChunkName: "verify-otp-page" */ '../pages/verify-otp-page')).VerifyOtpPage,
  'forgot-password': async () =>
    (await import(/* webpackChunkName: "forgot-password-page" */ '../pages/forgot-password-page')).ForgotPasswordPage,
  'reset-password': async () =>
    (await import(/* webpackChunkName: "reset-password-page" */ '../pages/reset-password-page')).ResetPasswordPage,
} satisfies Record<AccountPageSlug, () => Promise<ComponentType>>;

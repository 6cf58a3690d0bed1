import type { FormEventHandler, ReactNode } from 'react';

/**
 * The form of a sign-in, sign-up or reset screen. Sent as a POST if it ever goes without the app (the server paints
 * these screens, and a tap can come before the app takes them over): what was typed, a password above all, must
 * never land in the address. `onFocus` loads the validation's code when someone starts filling it in.
 */
export function AuthForm({
  onSubmit,
  onFocus,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  onFocus?: () => void;
  children: ReactNode;
}) {
  return (
    <form method="post" className="grid gap-4" noValidate onFocus={onFocus} onSubmit={onSubmit}>
      {children}
    </form>
  );
}

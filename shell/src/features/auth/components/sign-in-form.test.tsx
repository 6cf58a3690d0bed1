import { afterEach, describe, expect, test } from 'bun:test';
import { messages } from '@naija-homes/contracts/messages';
import { withDom } from '@naija-homes/ui-kit/test/dom';

withDom();
// Loaded once the DOM exists (ui-kit/test/dom.ts).
const { fireEvent } = await import('@testing-library/react');
const { eventually, fakeApi, renderWithProviders, runtimeConfig, sessionUser } = await import('../../../test/render');
const { SignInForm } = await import('./sign-in-form');

let restore = () => {};
afterEach(() => restore());

function signIn(redirect: string | null = null, googleSignIn = false) {
  const { view, where } = renderWithProviders(<SignInForm redirect={redirect} />, {
    url: '/sign-in',
    config: runtimeConfig({ googleSignIn }),
  });
  const type = (label: string, value: string) => fireEvent.change(view.getByLabelText(label), { target: { value } });
  const submit = () => fireEvent.click(view.getByRole('button', { name: 'Sign in' }));
  return { view, where, type, submit };
}

describe('the sign-in form', () => {
  test('empty fields are refused under each field, and nothing is sent', async () => {
    const api = fakeApi({});
    restore = api.restore;
    const { view, submit } = signIn();
    submit();
    await eventually(() => expect(view.getByText(messages.emailRequired)).toBeTruthy());
    expect(view.getByText(messages.passwordRequired)).toBeTruthy();
    expect(view.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(api.sent).toHaveLength(0);
  });

  test('a malformed email is refused in the contract’s words', async () => {
    const { view, type, submit } = signIn();
    type('Email', 'ada-at-example');
    type('Password', 'secret-password');
    submit();
    await eventually(() => expect(view.getByText(messages.emailInvalid)).toBeTruthy());
  });

  test('the password can be shown and hidden again', () => {
    const { view } = signIn();
    const password = view.getByLabelText('Password') as HTMLInputElement;
    expect(password.type).toBe('password');
    fireEvent.click(view.getByRole('button', { name: 'Show password' }));
    expect(password.type).toBe('text');
    fireEvent.click(view.getByRole('button', { name: 'Hide password' }));
    expect(password.type).toBe('password');
  });

  test('a buyer signing in is sent back to the page they came from', async () => {
    const api = fakeApi({
      'POST /api/v1/auth/sign-in': () => ({ body: { data: sessionUser({ role: 'BUYER' }), message: 'Welcome back' } }),
    });
    restore = api.restore;
    const { where, type, submit } = signIn('/properties/flat-in-yaba');
    type('Email', ' Ada@Example.com ');
    type('Password', 'secret-password');
    submit();
    await eventually(() => expect(where()).toBe('/properties/flat-in-yaba'));
    // Sent as the schema reads it: trimmed and in lower case.
    expect(api.sent[0]?.body).toEqual({ email: 'ada@example.com', password: 'secret-password' });
  });

  test('a return to another role’s area is not followed: an agent goes to the dashboard', async () => {
    const api = fakeApi({ 'POST /api/v1/auth/sign-in': () => ({ body: { data: sessionUser({ role: 'AGENT' }) } }) });
    restore = api.restore;
    const { where, type, submit } = signIn('/buyer/my-offers');
    type('Email', 'kemi@example.com');
    type('Password', 'secret-password');
    submit();
    await eventually(() => expect(where()).toBe('/agent/dashboard'));
  });

  test('wrong credentials: the server’s message shows in an alert', async () => {
    const api = fakeApi({
      'POST /api/v1/auth/sign-in': () => ({ status: 401, body: { message: 'Invalid email or password' } }),
    });
    restore = api.restore;
    const { view, where, type, submit } = signIn();
    type('Email', 'ada@example.com');
    type('Password', 'wrong-password');
    submit();
    await eventually(() => expect(view.getByRole('alert').textContent).toBe('Invalid email or password'));
    expect(where()).toBe('/sign-in');
  });

  test('an unverified email goes on to the code screen with the email and the return', async () => {
    const api = fakeApi({
      'POST /api/v1/auth/sign-in': () => ({ status: 403, body: { message: messages.verifyEmailFirst } }),
    });
    restore = api.restore;
    const { where, type, submit } = signIn('/compare');
    type('Email', 'ada@example.com');
    type('Password', 'secret-password');
    submit();
    await eventually(() => expect(where().startsWith('/verify-otp?')).toBe(true));
    const query = new URLSearchParams(where().split('?')[1]);
    expect(query.get('email')).toBe('ada@example.com');
    expect(query.get('type')).toBe('verify-email');
    expect(query.get('redirect')).toBe('/compare');
  });

  test('links: forgot password, and sign-up keeping the return; Google only when configured', () => {
    const { view } = signIn('/compare');
    expect(view.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot-password');
    expect(view.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/sign-up?redirect=%2Fcompare',
    );
    expect(view.queryByRole('button', { name: /Google/ })).toBeNull();
    view.unmount();
    const withGoogle = signIn(null, true);
    expect(withGoogle.view.getByRole('button', { name: /Google/ })).toBeTruthy();
  });
});

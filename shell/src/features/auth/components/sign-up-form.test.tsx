import { afterEach, describe, expect, test } from 'bun:test';
import type { SignUpRole } from '@naija-homes/contracts/auth';
import { messages } from '@naija-homes/contracts/messages';
import { withDom } from '@naija-homes/ui-kit/test/dom';

withDom();
// Loaded once the DOM exists (ui-kit/test/dom.ts).
const { fireEvent } = await import('@testing-library/react');
const { eventually, fakeApi, renderWithProviders } = await import('../../../test/render');
const { SignUpForm } = await import('./sign-up-form');

let restore = () => {};
afterEach(() => restore());

function signUp(redirect: string | null = null) {
  // The account type chosen on the first step (a prop named like the ARIA attribute, hence the variable).
  const buyer: SignUpRole = 'BUYER';
  const { view, where } = renderWithProviders(<SignUpForm role={buyer} redirect={redirect} />, {
    url: '/sign-up?role=BUYER',
  });
  const type = (label: string, value: string) => fireEvent.change(view.getByLabelText(label), { target: { value } });
  const fill = (overrides: Record<string, string> = {}) => {
    const values: Record<string, string> = {
      'First Name': 'Ada',
      'Last Name': 'Okafor',
      Email: 'ada@example.com',
      'Phone Number': '803 123 4567',
      Password: 'secret-pass',
      'Confirm Password': 'secret-pass',
      ...overrides,
    };
    for (const [label, value] of Object.entries(values)) type(label, value);
  };
  const submit = () => fireEvent.click(view.getByRole('button', { name: 'Sign up' }));
  return { view, where, fill, submit };
}

describe('the sign-up form', () => {
  test('the password hint is shown from the start, and the phone starts in Nigeria', () => {
    const { view } = signUp();
    expect(view.getByText(messages.passwordHint)).toBeTruthy();
    expect((view.getByRole('combobox', { name: 'Country code' }) as HTMLSelectElement).value).toBe('NG');
  });

  test('names with digits are refused, and nothing is sent', async () => {
    const api = fakeApi({});
    restore = api.restore;
    const { view, fill, submit } = signUp();
    fill({ 'First Name': 'Ada2' });
    submit();
    await eventually(() => expect(view.getByLabelText('First Name').getAttribute('aria-invalid')).toBe('true'));
    expect(view.getByText('First Name must contain only letters')).toBeTruthy();
    expect(api.sent).toHaveLength(0);
  });

  test('a short password gets the hint as its error; a different confirmation is refused', async () => {
    const { view, fill, submit } = signUp();
    fill({ Password: 'short', 'Confirm Password': 'shorter' });
    submit();
    await eventually(() => expect(view.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true'));
    expect(view.getByText(messages.passwordsMustMatch)).toBeTruthy();
  });

  test('sends the details with the role but not the confirmation, then asks for the emailed code', async () => {
    const api = fakeApi({
      'POST /api/v1/auth/sign-up': () => ({ status: 201, body: { message: 'We sent a code to ada@example.com' } }),
    });
    restore = api.restore;
    const { where, fill, submit } = signUp('/compare');
    fill();
    submit();
    await eventually(() => expect(where().startsWith('/verify-otp?')).toBe(true));
    expect(api.sent[0]?.body).toEqual({
      firstName: 'Ada',
      lastName: 'Okafor',
      email: 'ada@example.com',
      phoneNumber: '+2348031234567',
      password: 'secret-pass',
      role: 'BUYER',
    });
    const query = new URLSearchParams(where().split('?')[1]);
    expect(query.get('email')).toBe('ada@example.com');
    expect(query.get('type')).toBe('verify-email');
    expect(query.get('redirect')).toBe('/compare');
  });

  test('a refused sign-up stays on the form', async () => {
    const api = fakeApi({
      'POST /api/v1/auth/sign-up': () => ({ status: 409, body: { message: 'This email is already registered' } }),
    });
    restore = api.restore;
    const { where, fill, submit } = signUp();
    fill();
    submit();
    await eventually(() => expect(api.sent).toHaveLength(1));
    expect(where()).toBe('/sign-up?role=BUYER');
  });

  test('“Change account type” goes back to the first step, keeping the return', () => {
    const { view } = signUp('/compare');
    expect(view.getByRole('link', { name: 'Change account type' }).getAttribute('href')).toBe(
      '/sign-up?redirect=%2Fcompare',
    );
  });
});

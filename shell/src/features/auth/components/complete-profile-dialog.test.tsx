import { afterEach, describe, expect, test } from 'bun:test';
import { messages } from '@naija-homes/contracts/messages';
import { withDom } from '@naija-homes/ui-kit/test/dom';

withDom();
// Loaded once the DOM exists (ui-kit/test/dom.ts).
const { fireEvent } = await import('@testing-library/react');
const { eventually, fakeApi, renderWithProviders, sessionUser } = await import('../../../test/render');
const { CompleteProfileDialog } = await import('./complete-profile-dialog');

let restore = () => {};
afterEach(() => restore());

function dialog() {
  const { view, where, client } = renderWithProviders(<CompleteProfileDialog open />);
  const submit = () => fireEvent.click(view.getByRole('button', { name: 'Continue' }));
  const choose = (role: string) => fireEvent.change(view.getByLabelText('I am'), { target: { value: role } });
  const phone = (value: string) => fireEvent.change(view.getByLabelText('Phone Number'), { target: { value } });
  return { view, where, client, submit, choose, phone };
}

describe('completing a Google sign-up', () => {
  test('asks for the role and the phone number in the spec’s words', () => {
    const { view } = dialog();
    const shown = view.getByRole('dialog', { name: 'Complete your profile' });
    expect(shown.textContent).toContain(messages.completeProfile);
    const role = view.getByLabelText('I am') as HTMLSelectElement;
    expect([...role.options].map((option) => option.textContent)).toEqual([
      'Choose account type',
      'Home Buyer',
      'An Agent',
    ]);
  });

  test('cannot be dismissed with Escape: the profile is owed', () => {
    const { view } = dialog();
    fireEvent.keyDown(view.getByRole('dialog'), { key: 'Escape' });
    expect(view.getByRole('dialog', { name: 'Complete your profile' })).toBeTruthy();
  });

  test('nothing chosen: refused under the fields, nothing sent', async () => {
    const api = fakeApi({});
    restore = api.restore;
    const { view, submit } = dialog();
    submit();
    await eventually(() => expect(view.getByLabelText('I am').getAttribute('aria-invalid')).toBe('true'));
    expect(view.getAllByText(messages.completeProfile).length).toBeGreaterThan(1);
    expect(api.sent).toHaveLength(0);
  });

  test('sends the role and the phone in international form, stores the user and goes to their home', async () => {
    const agent = sessionUser({ role: 'AGENT', provider: 'google' });
    const api = fakeApi({ 'POST /api/v1/auth/complete-profile': () => ({ body: { data: agent } }) });
    restore = api.restore;
    const { where, client, submit, choose, phone } = dialog();
    choose('AGENT');
    phone('0803 123 4567');
    submit();
    await eventually(() => expect(where()).toBe('/agent/dashboard'));
    expect(api.sent[0]?.body).toEqual({ role: 'AGENT', phoneNumber: '+2348031234567' });
    expect(client.getQueryData(['session'])).toEqual(agent);
  });

  test('the server’s refusal shows in the red box inside the dialog', async () => {
    const api = fakeApi({
      'POST /api/v1/auth/complete-profile': () => ({ status: 409, body: { message: 'This phone number is taken' } }),
    });
    restore = api.restore;
    const { view, where, submit, choose, phone } = dialog();
    choose('BUYER');
    phone('803 123 4567');
    submit();
    await eventually(() => expect(view.getByRole('alert').textContent).toBe('This phone number is taken'));
    expect(where()).toBe('/');
  });
});

import { afterEach, describe, expect, test } from 'bun:test';
import type { SessionUser } from '@naija-homes/client/queries/session';
import { messages } from '@naija-homes/contracts/messages';
import { userMessages } from '@naija-homes/contracts/user';
import { withDom } from '@naija-homes/ui-kit/test/dom';

withDom();
// Loaded once the DOM exists (ui-kit/test/dom.ts).
const { fireEvent } = await import('@testing-library/react');
const { eventually, fakeApi, renderWithProviders, sessionUser, testQueryClient } = await import('../../../test/render');
const { ProfileForm } = await import('./profile-form');

let restore = () => {};
afterEach(() => restore());

function profile(user: SessionUser | null) {
  const client = testQueryClient();
  client.setQueryData(['session'], user);
  const { view } = renderWithProviders(<ProfileForm />, { client });
  const field = (label: string) => view.getByLabelText(label) as HTMLInputElement;
  const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
  const save = () => fireEvent.click(view.getByRole('button', { name: 'Save changes' }));
  return { view, client, field, type, save };
}

const bio = 'Selling and letting homes across Lekki and Ajah for ten years.';

describe('the profile form', () => {
  test('shows nothing to a visitor', () => {
    const { view } = profile(null);
    expect(view.queryByRole('form', { name: 'Profile' })).toBeNull();
  });

  test('a buyer sees their names and phone; the email cannot be changed here; no bio', () => {
    const { view, field } = profile(sessionUser({ role: 'BUYER' }));
    expect(field('First Name').value).toBe('Ada');
    expect(field('Last Name').value).toBe('Okafor');
    expect(field('Email').disabled).toBe(true);
    expect(view.getByText('Contact support to change your email address.')).toBeTruthy();
    expect(field('Phone Number').value.replace(/\s/g, '')).toBe('8031234567');
    expect(view.queryByLabelText('Bio')).toBeNull();
  });

  test('an admin has no phone field; an agent has the bio with its limits', () => {
    const admin = profile(sessionUser({ role: 'ADMIN' }));
    expect(admin.view.queryByLabelText('Phone Number')).toBeNull();
    admin.view.unmount();
    const agent = profile(sessionUser({ role: 'AGENT', bio }));
    expect(agent.field('Bio').value).toBe(bio);
    expect(agent.view.getByText('Empty, or 40–800 characters.')).toBeTruthy();
  });

  test('saving without a change sends nothing', async () => {
    const api = fakeApi({});
    restore = api.restore;
    const { save } = profile(sessionUser({ role: 'BUYER' }));
    save();
    await eventually(() => expect(api.sent).toHaveLength(0));
  });

  test('only the changed field is sent, and the saved user is shown everywhere', async () => {
    const saved = sessionUser({ role: 'BUYER', lastName: 'Eze', fullName: 'Ada Eze' });
    const api = fakeApi({
      'PATCH /api/v1/user/profile': () => ({ body: { data: saved, message: 'Profile updated' } }),
    });
    restore = api.restore;
    const { client, type, save } = profile(sessionUser({ role: 'BUYER' }));
    type('Last Name', 'Eze');
    save();
    await eventually(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]?.body).toEqual({ lastName: 'Eze' });
    await eventually(() => expect(client.getQueryData<SessionUser>(['session'])?.fullName).toBe('Ada Eze'));
  });

  test('a name with digits is refused under its field and not sent', async () => {
    const api = fakeApi({});
    restore = api.restore;
    const { view, field, type, save } = profile(sessionUser({ role: 'BUYER' }));
    type('First Name', 'Ada1');
    save();
    expect(field('First Name').getAttribute('aria-invalid')).toBe('true');
    expect(view.getByText('First Name must contain only letters')).toBeTruthy();
    expect(api.sent).toHaveLength(0);
  });

  test('an agent’s bio under 40 characters is refused with the spec’s words', () => {
    const { view, field, type, save } = profile(sessionUser({ role: 'AGENT', bio: null }));
    type('Bio', 'Lekki agent.');
    save();
    expect(field('Bio').getAttribute('aria-invalid')).toBe('true');
    expect(view.getByText(messages.bioMin)).toBeTruthy();
  });

  test('an agent verified by ID sees their names locked, and why', () => {
    const verified = sessionUser({
      role: 'AGENT',
      agent: { _id: 'agent-1', status: 'approved', progress: 100, isSmileIdVerified: true },
    });
    const { view, field } = profile(verified);
    expect(field('First Name').disabled).toBe(true);
    expect(field('Last Name').disabled).toBe(true);
    expect(view.getAllByText(`${userMessages.verifiedNameLocked}.`)).toHaveLength(2);
  });
});

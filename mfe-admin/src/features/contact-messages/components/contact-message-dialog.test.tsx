import { afterEach, describe, expect, mock, test } from 'bun:test';
import type { ContactMessageRow } from '@naija-homes/contracts/contact';
import { withDom } from '@naija-homes/ui-kit/test/dom';

withDom();
// Loaded once the DOM exists (ui-kit/test/dom.ts).
const { fireEvent, within } = await import('@testing-library/react');
const { eventually, fakeApi, never, renderWithProviders, settleAfterEach } = await import('../../../test/render');
settleAfterEach();
const { ContactMessageDialog, replyHref } = await import('./contact-message-dialog');

function message(changes: Partial<ContactMessageRow> = {}): ContactMessageRow {
  return {
    _id: 'contact-1',
    firstName: 'Chidi',
    email: 'chidi+homes@mail.ng',
    phoneNumber: '08031234567',
    subject: 'Listing fees & plans',
    message: 'How much is the Elite plan?\nI have 12 flats in Yaba.',
    // 22:30 UTC on 9 January is 23:30 the same day in Lagos.
    createdAt: '2026-01-09T22:30:00.000Z',
    handledAt: null,
    handledBy: null,
    ...changes,
  };
}

let api: ReturnType<typeof fakeApi> | null = null;
afterEach(() => {
  api?.restore();
  api = null;
});

function openMessage(data: ContactMessageRow | null) {
  const onChange = mock((_message: ContactMessageRow) => {});
  const onClose = mock(() => {});
  const view = renderWithProviders(<ContactMessageDialog message={data} onChange={onChange} onClose={onClose} />);
  return { view, onChange, onClose };
}

describe('a contact message', () => {
  test('is a dialog titled with its subject, saying who sent it and when, in Lagos time', () => {
    const { view } = openMessage(message());
    const dialog = view.getByRole('dialog', { name: 'Listing fees & plans' });
    expect(within(dialog).getByText('From Chidi (chidi+homes@mail.ng), 9 Jan 2026, 23:30')).toBeTruthy();
    expect(dialog.textContent).toContain('I have 12 flats in Yaba.');
  });

  test('the phone is shown in the Nigerian format and can be called; no phone reads N/A', () => {
    const { view } = openMessage(message());
    const phone = view.getByRole('link', { name: '+234 803 123 4567' });
    expect(phone.getAttribute('href')).toBe('tel:08031234567');
    view.unmount();
    const other = openMessage(message({ phoneNumber: null }));
    expect(other.view.getByText('N/A')).toBeTruthy();
  });

  test('Reply writes to the sender on the same subject, encoded for a mail link', () => {
    const { view } = openMessage(message());
    const reply = view.getByRole('link', { name: 'Reply' });
    expect(reply.getAttribute('href')).toBe(
      'mailto:chidi%2Bhomes%40mail.ng?subject=Re%3A%20Listing%20fees%20%26%20plans',
    );
    expect(replyHref({ email: 'a@b.ng', subject: 'Hi' })).toBe('mailto:a%40b.ng?subject=Re%3A%20Hi');
  });

  test('an open message shows the open chip and Mark handled', () => {
    const { view } = openMessage(message());
    expect(view.getByText('open').getAttribute('data-tone')).toBe('orange');
    expect(view.getByRole('button', { name: 'Mark handled' })).toBeTruthy();
  });

  test('a handled message says by whom and when, and offers Reopen', () => {
    const { view } = openMessage(
      message({ handledAt: '2026-01-10T08:00:00.000Z', handledBy: { _id: 'admin-1', fullName: 'Admin Musa' } }),
    );
    expect(view.getByText('handled').getAttribute('data-tone')).toBe('green');
    expect(view.getByText('by Admin Musa, 10 Jan 2026, 09:00')).toBeTruthy();
    expect(view.getByRole('button', { name: 'Reopen' })).toBeTruthy();
  });

  test('handled by an admin since removed', () => {
    const { view } = openMessage(message({ handledAt: '2026-01-10T08:00:00.000Z', handledBy: null }));
    expect(view.getByText('by a former admin, 10 Jan 2026, 09:00')).toBeTruthy();
  });

  test('Mark handled asks the API and passes on the message as it came back', async () => {
    const handled = message({ handledAt: '2026-01-10T08:00:00.000Z', handledBy: { _id: 'a', fullName: 'Admin Musa' } });
    api = fakeApi(() => ({ status: 200, body: { data: handled, message: 'Message marked as handled' } }));
    const { view, onChange } = openMessage(message());
    fireEvent.click(view.getByRole('button', { name: 'Mark handled' }));
    await eventually(() => expect(onChange).toHaveBeenCalledWith(handled));
    expect(api.sent[0]).toMatchObject({ method: 'PATCH', url: '/api/v1/admin/contact-us/contact-1/handled' });
  });

  test('Reopen asks for the unhandled address', async () => {
    api = fakeApi(() => ({ status: 200, body: { data: message(), message: 'Message reopened' } }));
    const { view, onChange } = openMessage(message({ handledAt: '2026-01-10T08:00:00.000Z', handledBy: null }));
    fireEvent.click(view.getByRole('button', { name: 'Reopen' }));
    await eventually(() => expect(onChange).toHaveBeenCalled());
    expect(api.sent[0]?.url).toBe('/api/v1/admin/contact-us/contact-1/unhandled');
  });

  test('while it is sent the button is busy', async () => {
    api = fakeApi(never);
    const { view } = openMessage(message());
    fireEvent.click(view.getByRole('button', { name: 'Mark handled' }));
    await eventually(() => expect(view.getByText('Mark handled').closest('button')?.disabled).toBe(true));
  });

  test('another admin changing it first: the server’s words as an alert, and nothing passed on', async () => {
    api = fakeApi(() => ({ status: 409, body: { code: 'conflict', message: 'This message is already handled' } }));
    const { view, onChange } = openMessage(message());
    fireEvent.click(view.getByRole('button', { name: 'Mark handled' }));
    await eventually(() => expect(view.getByRole('alert').textContent).toBe('This message is already handled'));
    expect(onChange).not.toHaveBeenCalled();
  });

  test('Escape asks to close', () => {
    const { view, onClose } = openMessage(message());
    fireEvent.keyDown(view.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });

  test('no message: no dialog', () => {
    const { view } = openMessage(null);
    expect(view.queryByRole('dialog')).toBeNull();
  });
});

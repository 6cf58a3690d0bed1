import { afterEach, describe, expect, test } from 'bun:test';
import { LOGIN_PROMPT_EVENT, LOGOUT_REQUEST_EVENT } from '@naija-homes/ui-kit/lib/app-events';
import { withDom } from '@naija-homes/ui-kit/test/dom';

withDom();
// Loaded once the DOM exists (ui-kit/test/dom.ts).
const { act, fireEvent } = await import('@testing-library/react');
const { eventually, fakeApi, renderWithProviders, signInAs } = await import('../../../test/render');
const { SessionDialogs } = await import('./session-dialogs');

let restore = () => {};
afterEach(() => restore());

const ask = (event: string) => act(() => void window.dispatchEvent(new CustomEvent(event)));

describe('the logout confirmation', () => {
  test('opens on another app’s request, with the question and No focused first', () => {
    const { view } = renderWithProviders(<SessionDialogs />, { url: '/buyer/my-offers' });
    expect(view.queryByRole('alertdialog')).toBeNull();
    ask(LOGOUT_REQUEST_EVENT);
    const dialog = view.getByRole('alertdialog', { name: 'Logout' });
    expect(dialog.textContent).toContain('Are you sure you want to logout?');
    expect(document.activeElement?.textContent).toBe('No');
  });

  test('No closes it and nothing is sent', () => {
    const api = fakeApi({});
    restore = api.restore;
    const { view, where } = renderWithProviders(<SessionDialogs />, { url: '/buyer/my-offers' });
    ask(LOGOUT_REQUEST_EVENT);
    fireEvent.click(view.getByRole('button', { name: 'No' }));
    expect(view.queryByRole('alertdialog')).toBeNull();
    expect(api.sent).toHaveLength(0);
    expect(where()).toBe('/buyer/my-offers');
  });

  test('Yes signs out, forgets the signed-in user and goes home', async () => {
    const api = fakeApi({ 'POST /api/v1/auth/sign-out': () => ({ body: { message: 'Signed out' } }) });
    restore = api.restore;
    const { view, where, client } = renderWithProviders(<SessionDialogs />, { url: '/buyer/my-offers' });
    signInAs(client, 'BUYER');
    ask(LOGOUT_REQUEST_EVENT);
    fireEvent.click(view.getByRole('button', { name: 'Yes' }));
    await eventually(() => expect(where()).toBe('/'));
    expect(api.sent.map((request) => `${request.method} ${request.path}`)).toEqual(['POST /api/v1/auth/sign-out']);
    expect(client.getQueryData(['session'])).toBeUndefined();
    expect(view.queryByRole('alertdialog')).toBeNull();
  });

  test('a failed sign-out request still signs out here', async () => {
    const api = fakeApi({ 'POST /api/v1/auth/sign-out': () => ({ status: 500, body: { message: 'Server error' } }) });
    restore = api.restore;
    const original = console.warn;
    console.warn = () => {};
    try {
      const { view, where } = renderWithProviders(<SessionDialogs />, { url: '/agent/dashboard' });
      ask(LOGOUT_REQUEST_EVENT);
      fireEvent.click(view.getByRole('button', { name: 'Yes' }));
      await eventually(() => expect(where()).toBe('/'));
    } finally {
      console.warn = original;
    }
  });
});

describe('the login prompt', () => {
  test('offers sign-in and sign-up that bring the person back to this page', () => {
    const { view } = renderWithProviders(<SessionDialogs />, { url: '/properties/flat-in-yaba?photo=2' });
    ask(LOGIN_PROMPT_EVENT);
    const dialog = view.getByRole('dialog', { name: 'Please sign in' });
    expect(dialog.textContent).toContain('Sign in or create a free account to continue.');
    const back = encodeURIComponent('/properties/flat-in-yaba?photo=2');
    expect(view.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(`/sign-in?redirect=${back}`);
    expect(view.getByRole('link', { name: 'Create account' }).getAttribute('href')).toBe(`/sign-up?redirect=${back}`);
  });

  test('following a link closes it; Escape closes it too', () => {
    const { view, where } = renderWithProviders(<SessionDialogs />, { url: '/compare' });
    ask(LOGIN_PROMPT_EVENT);
    fireEvent.click(view.getByRole('link', { name: 'Sign in' }));
    expect(where()).toBe('/sign-in?redirect=%2Fcompare');
    expect(view.queryByRole('dialog')).toBeNull();
    ask(LOGIN_PROMPT_EVENT);
    fireEvent.keyDown(view.getByRole('dialog'), { key: 'Escape' });
    expect(view.queryByRole('dialog')).toBeNull();
  });
});

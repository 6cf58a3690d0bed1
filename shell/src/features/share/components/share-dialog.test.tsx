import { afterEach, describe, expect, mock, test } from 'bun:test';
import { requestShare } from '@naija-homes/ui-kit/lib/app-events';
import { withDom } from '@naija-homes/ui-kit/test/dom';

withDom();
// Loaded once the DOM exists (ui-kit/test/dom.ts).
const { act, fireEvent, render } = await import('@testing-library/react');
const { eventually } = await import('../../../test/render');
const { ShareDialog } = await import('./share-dialog');

const originalClipboard = navigator.clipboard;
afterEach(() => {
  Object.defineProperty(navigator, 'clipboard', { value: originalClipboard, configurable: true });
  window.history.replaceState(null, '', '/');
});

function openShare(title?: string) {
  window.history.replaceState(null, '', '/properties/flat-in-yaba?photo=2');
  const view = render(<ShareDialog />);
  act(() => requestShare(title === undefined ? undefined : { title }));
  return view;
}

describe('the Share dialog', () => {
  test('is closed until an app asks for it, then names what is shared', () => {
    const view = render(<ShareDialog />);
    expect(view.queryByRole('dialog')).toBeNull();
    view.unmount();
    const opened = openShare('Flat in Yaba');
    expect(opened.getByRole('dialog', { name: 'Share' }).textContent).toContain('Flat in Yaba');
    expect((opened.getByLabelText('Link to this page') as HTMLInputElement).value).toBe(
      'http://localhost/properties/flat-in-yaba?photo=2',
    );
  });

  test('without a title it shares the page under the document’s title', () => {
    document.title = 'Agents | Naija Homes';
    const view = openShare();
    expect(view.getByRole('dialog').textContent).toContain('Agents | Naija Homes');
  });

  test('offers WhatsApp, X, Facebook and email, each with the link, in a new tab', () => {
    const view = openShare('Flat in Yaba');
    const links = ['WhatsApp', 'X', 'Facebook', 'Email'].map(
      (name) => view.getByRole('link', { name }) as HTMLAnchorElement,
    );
    expect(view.getAllByRole('link')).toHaveLength(4);
    const url = encodeURIComponent('http://localhost/properties/flat-in-yaba?photo=2');
    expect(links[2]?.getAttribute('href')).toBe(`https://www.facebook.com/sharer/sharer.php?u=${url}`);
    expect(links[3]?.getAttribute('href')?.startsWith('mailto:?subject=Flat%20in%20Yaba&body=')).toBe(true);
    expect(links.every((link) => link.target === '_blank')).toBe(true);
  });

  test('choosing a place to share closes the dialog', () => {
    const view = openShare('Flat in Yaba');
    const whatsApp = view.getByRole('link', { name: 'WhatsApp' });
    // The test's DOM would really open wa.me: the link's own navigation is held back, the dialog's handler runs.
    whatsApp.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(whatsApp);
    expect(view.queryByRole('dialog')).toBeNull();
  });

  test('Copy link writes the page’s address to the clipboard', async () => {
    const writeText = mock(async (_text: string) => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const view = openShare('Flat in Yaba');
    fireEvent.click(view.getByRole('button', { name: 'Copy link' }));
    await eventually(() => expect(writeText).toHaveBeenCalledWith('http://localhost/properties/flat-in-yaba?photo=2'));
  });

  test('without a clipboard the link is left selected for the person to copy', async () => {
    const writeText = mock(async (_text: string) => {
      throw new Error('denied');
    });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const warn = console.warn;
    console.warn = () => {};
    try {
      const view = openShare('Flat in Yaba');
      const link = view.getByLabelText('Link to this page') as HTMLInputElement;
      fireEvent.click(view.getByRole('button', { name: 'Copy link' }));
      await eventually(() => expect(link.selectionEnd).toBe(link.value.length));
      expect(link.selectionStart).toBe(0);
    } finally {
      console.warn = warn;
    }
  });

  test('“More ways to share” only where the browser has a share sheet', () => {
    const view = openShare('Flat in Yaba');
    expect(view.queryByRole('button', { name: /More ways to share/ })).toBeNull();
  });
});

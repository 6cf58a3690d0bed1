import { describe, expect, test } from 'bun:test';
import { withDom } from '../test/dom';

withDom();
// Loaded once the DOM exists (ui-kit/test/dom.ts).
const { act, render } = await import('@testing-library/react');
const { useScrolledPast } = await import('./use-scroll-offset');

function Header() {
  return <output aria-label="past">{String(useScrolledPast(85))}</output>;
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

function scrollTo(y: number) {
  window.scrollTo(0, y);
  window.dispatchEvent(new Event('scroll'));
}

describe('useScrolledPast', () => {
  test('follows the scroll past the offset and back', async () => {
    scrollTo(0);
    const view = render(<Header />);
    const past = () => view.getByRole('status', { name: 'past' }).textContent;
    await settle();
    expect(past()).toBe('false');
    await act(async () => scrollTo(200));
    expect(past()).toBe('true');
    await act(async () => scrollTo(40));
    expect(past()).toBe('false');
    view.unmount();
  });

  test('a page already scrolled when it mounts (back to a scrolled page) says so after its first frame', async () => {
    scrollTo(300);
    const view = render(<Header />);
    await settle();
    expect(view.getByRole('status', { name: 'past' }).textContent).toBe('true');
    view.unmount();
    scrollTo(0);
  });
});

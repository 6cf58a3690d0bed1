import { describe, expect, mock, spyOn, test } from 'bun:test';
import { withDom } from '../test/dom';

withDom();
// Loaded once the DOM exists (see ../test/dom.ts).
const { act, fireEvent, render } = await import('@testing-library/react');
const { ErrorBoundary } = await import('./error-boundary');

let failing = true;
function Area() {
  if (failing) throw new Error('chunk failed');
  return <p>Agent area</p>;
}

function quietly<T>(run: () => T): T {
  // React and the boundary report the failure on the console; the test expects it.
  const console_ = spyOn(console, 'error').mockImplementation(() => {});
  try {
    return run();
  } finally {
    console_.mockRestore();
  }
}

describe('the error boundary', () => {
  test('a remote that fails says which part, as an alert, and the rest of the page stays', () => {
    failing = true;
    const view = quietly(() =>
      render(
        <>
          <header>Naija Homes</header>
          <ErrorBoundary section="agent area" onRetry={() => {}}>
            <Area />
          </ErrorBoundary>
        </>,
      ),
    );
    expect(view.getByRole('alert').textContent).toContain("This section couldn't load");
    expect(view.getByRole('alert').textContent).toContain("The agent area couldn't be fetched.");
    expect(view.getByText('Naija Homes')).toBeTruthy();
  });

  test('Retry makes the part fetchable again, then renders it in place', async () => {
    failing = true;
    const onRetry = mock(async () => {
      failing = false;
    });
    const view = quietly(() =>
      render(
        <ErrorBoundary section="agent area" onRetry={onRetry}>
          <Area />
        </ErrorBoundary>,
      ),
    );
    await act(async () => {
      fireEvent.click(view.getByRole('button', { name: 'Retry' }));
    });
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(view.getByText('Agent area')).toBeTruthy();
  });

  test('the connection coming back retries on its own', async () => {
    failing = true;
    const onRetry = mock(async () => {
      failing = false;
    });
    const view = quietly(() =>
      render(
        <ErrorBoundary section="chat" onRetry={onRetry}>
          <Area />
        </ErrorBoundary>,
      ),
    );
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(view.getByText('Agent area')).toBeTruthy();
  });

  test('a whole page is the main landmark with a level-one heading', () => {
    failing = true;
    const view = quietly(() =>
      render(
        <ErrorBoundary section="buyer area" onRetry={() => {}} wholePage>
          <Area />
        </ErrorBoundary>,
      ),
    );
    expect(view.getByRole('main')).toBeTruthy();
    expect(view.getByRole('heading', { level: 1 }).textContent).toBe("This section couldn't load");
  });

  test('a page that failed to render, without a section, says so in its own words', () => {
    failing = true;
    const view = quietly(() =>
      render(
        <ErrorBoundary title="The map failed to load">
          <Area />
        </ErrorBoundary>,
      ),
    );
    expect(view.getByRole('heading', { level: 2 }).textContent).toBe('The map failed to load');
    expect(view.getByRole('alert').textContent).toContain('Check your connection and try again.');
  });
});

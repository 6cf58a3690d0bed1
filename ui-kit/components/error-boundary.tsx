import { Button } from '@naija-homes/ui-kit/components/button';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import { revealApp } from '@naija-homes/ui-kit/lib/first-paint';
import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /**
   * What failed when it is a part of the page fetched on its own (a remote's area, the chat): 'agent area'. It is
   * named in the message ("This section couldn't load").
   */
  section?: string;
  /** The heading when a page or a part of one failed to render (no `section`): 'This page failed to load'. */
  title?: string;
  /**
   * Makes the failed download fetchable again (the shell's retryRemote); Retry, or the connection coming back, then
   * renders the part anew in place. Without it, Retry reloads the page (a failed lazy chunk is not asked for twice).
   */
  onRetry?: () => void | Promise<void>;
  /** The part is the whole page (a remote's routes): the message is then its main landmark and level-one heading. */
  wholePage?: boolean;
}

/**
 * The one error boundary: a render or download failure stays inside the page, section or remote that failed, so the
 * header, footer and other areas keep working, and the person gets a message and a Retry.
 */
export class ErrorBoundary extends Component<Props, { error: Error | null; retrying: boolean }> {
  override state = { error: null as Error | null, retrying: false };

  static getDerivedStateFromError(error: Error) {
    return { error, retrying: false };
  }

  override componentDidMount() {
    if (this.props.onRetry) window.addEventListener('online', this.retryAfterFailure);
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.retryAfterFailure);
  }

  override componentDidCatch(error: Error) {
    console.error(this.props.section ? `The ${this.props.section} failed` : 'A page failed', error);
    // The failure and its Retry must show, not the server's first paint of the page that failed.
    revealApp();
  }

  retry = async () => {
    const { onRetry } = this.props;
    if (!onRetry) {
      window.location.reload();
      return;
    }
    if (this.state.retrying) return;
    this.setState({ retrying: true });
    try {
      await onRetry();
    } finally {
      this.setState({ error: null, retrying: false });
    }
  };

  retryAfterFailure = () => {
    if (this.state.error) void this.retry();
  };

  override render() {
    if (!this.state.error) return this.props.children;
    const { section, title, wholePage } = this.props;
    const Frame = wholePage ? 'main' : 'div';
    const Heading = wholePage ? 'h1' : 'h2';
    return (
      // A whole page keeps a page's height, so the footer does not jump up and back when it loads.
      <Frame
        className={cn('mx-auto grid max-w-md gap-3 px-4 py-16 text-center', wholePage && 'min-h-[60vh] content-start')}
      >
        <div role="alert" className="grid gap-3">
          <Heading className="text-xl font-semibold">
            {section ? "This section couldn't load" : (title ?? 'This page failed to load')}
          </Heading>
          <p className="text-muted-foreground">
            {section
              ? `The ${section} couldn't be fetched. Check your connection and try again.`
              : 'Check your connection and try again.'}
          </p>
        </div>
        <div>
          <Button onClick={this.retry} disabled={this.state.retrying}>
            {this.state.retrying ? 'Retrying…' : 'Retry'}
          </Button>
        </div>
      </Frame>
    );
  }
}

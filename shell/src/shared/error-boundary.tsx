import { Button } from '@naija-homes/ui-kit/components/button';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import { revealApp } from '@naija-homes/ui-kit/lib/first-paint';
import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** Shown in the message, e.g. 'agent area'. */
  section: string;
  /** Makes a failed download fetchable again before the section renders anew (federation.ts: retryRemote). */
  onRetry?: () => void | Promise<void>;
  /** The section is the whole page (a remote's routes): the message is then its main landmark and level-one heading. */
  wholePage?: boolean;
}

/**
 * Keeps one failing remote from blanking the page: the header, footer and other areas keep working, and Retry (or
 * the connection coming back) tries the section again in place, without reloading the page.
 */
export class SectionErrorBoundary extends Component<Props, { error: Error | null; retrying: boolean }> {
  override state = { error: null as Error | null, retrying: false };

  static getDerivedStateFromError(error: Error) {
    return { error, retrying: false };
  }

  override componentDidMount() {
    window.addEventListener('online', this.retryAfterFailure);
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.retryAfterFailure);
  }

  override componentDidCatch(error: Error) {
    console.error(`The ${this.props.section} failed`, error);
    // The failure and its Retry must show, not the server's first paint of the page that failed.
    revealApp();
  }

  retry = async () => {
    if (this.state.retrying) return;
    this.setState({ retrying: true });
    try {
      await this.props.onRetry?.();
    } finally {
      this.setState({ error: null, retrying: false });
    }
  };

  retryAfterFailure = () => {
    if (this.state.error) void this.retry();
  };

  override render() {
    if (!this.state.error) return this.props.children;
    const Frame = this.props.wholePage ? 'main' : 'div';
    const Heading = this.props.wholePage ? 'h1' : 'h2';
    return (
      // A whole page keeps a page's height, so the footer does not jump up and back when it loads.
      <Frame
        className={cn(
          'mx-auto grid max-w-md gap-3 px-4 py-16 text-center',
          this.props.wholePage && 'min-h-[60vh] content-start',
        )}
      >
        <div role="alert" className="grid gap-3">
          <Heading className="text-xl font-semibold">This section couldn't load</Heading>
          <p className="text-muted-foreground">
            The {this.props.section} couldn't be fetched. Check your connection and try again.
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

import { Button } from '@naija-homes/ui-kit/components/button';
import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** Shown in the message, e.g. 'agent area'. */
  section: string;
}

/** Keeps one failing remote from blanking the page: the header, footer and other areas keep working. */
export class SectionErrorBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.error(`The ${this.props.section} failed`, error);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="mx-auto grid max-w-md gap-3 px-4 py-16 text-center">
        <h2 className="text-xl font-semibold">This section failed to load</h2>
        <p className="text-muted-foreground">
          The {this.props.section} could not be loaded. Check your connection and try again.
        </p>
        <div>
          <Button onClick={() => window.location.reload()}>Retry</Button>
        </div>
      </div>
    );
  }
}

import { Button } from '@naija-homes/ui-kit/components/button';
import { revealApp } from '@naija-homes/ui-kit/lib/first-paint';
import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  title?: string;
}

/** Catches a render or chunk-load failure in one page or section so the rest of the screen keeps working. */
export class ErrorBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.error(error);
    // The failure must show, not the server's first paint of the page that failed.
    revealApp();
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="mx-auto grid max-w-md gap-3 px-4 py-16 text-center">
        <h2 className="text-xl font-semibold">{this.props.title ?? 'This page failed to load'}</h2>
        <p className="text-muted-foreground">Check your connection and try again.</p>
        <div>
          <Button onClick={() => window.location.reload()}>Retry</Button>
        </div>
      </div>
    );
  }
}

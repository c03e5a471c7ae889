import { Component, type ErrorInfo, type ReactNode } from 'react';
import { loadFailureCopy as copy } from '@/content/load-failure';
import { retryFailedParts } from '@/lib/lazy-part';
import { cn } from '@/lib/cn';
import { Button } from './button';

type Placement = 'inline' | 'floating' | 'silent';

interface LoadBoundaryProps {
  children: ReactNode;
  /**
   * Where the problem shows: in place of the part (a page, a table), floating at the foot of the screen (a
   * dialog, which has no place on the page of its own), or not at all (the toasts, which are not the work).
   */
  placement?: Placement;
  /** A value (the address) whose change puts a failed part back, e.g. when the person goes to another page. */
  resetKey?: unknown;
}

/**
 * Catches a part that could not be fetched (its chunk, on a dropped connection or after a new release) or drawn,
 * so the rest of the screen keeps working: without it the whole app went blank. It offers to try again, which
 * fetches the failed chunks anew, and to reload the page (docs/decisions/098-a-part-that-fails-to-load.md).
 */
export class LoadBoundary extends Component<LoadBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // The message names the failed chunk or the broken component, never a person or a record.
    console.error('A part of the page failed to load', error instanceof Error ? error.message : error, info);
  }

  override componentDidUpdate(previous: LoadBoundaryProps) {
    if (!this.state.failed || previous.resetKey === this.props.resetKey) return;
    retryFailedParts();
    this.setState({ failed: false });
  }

  retry = () => {
    retryFailedParts();
    this.setState({ failed: false });
  };

  override render() {
    const { placement = 'inline', children } = this.props;
    if (!this.state.failed) return children;
    if (placement === 'silent') return null;
    return (
      <div
        role="alert"
        className={cn(
          'rounded-xl border border-red-200 bg-red-50 p-5 text-red-900',
          placement === 'floating' ? 'fixed inset-x-4 bottom-4 z-50 mx-auto max-w-md shadow-xl' : 'm-4 sm:m-6',
        )}
      >
        <p className="font-semibold">{copy.heading}</p>
        <p className="mt-1 text-sm">{copy.lead}</p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button onClick={this.retry}>{copy.retry}</Button>
          <Button variant="secondary" onClick={() => window.location.reload()}>
            {copy.reload}
          </Button>
        </div>
      </div>
    );
  }
}

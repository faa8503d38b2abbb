import { Component, type ReactNode } from 'react';
import { logEvent } from '../log';

/**
 * Contains a failure to one part of the page (e.g. the header's viewer query), so
 * the rest of the page stays usable. Whole-page crashes go to the router's CrashPage.
 */
export class ErrorBoundary extends Component<{ fallback: ReactNode; name: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    logEvent(`${this.props.name}_failed`, error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

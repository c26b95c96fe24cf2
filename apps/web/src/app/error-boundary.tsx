import { Component, type ReactNode } from 'react';
import { ErrorPage } from './error-page';

interface AppErrorBoundaryProps {
  children: ReactNode;
}

/**
 * The last line of defence around the whole app (route errors are caught by the router's root ErrorBoundary).
 * Reporting happens once for both, in createRoot's onCaughtError (see main.tsx).
 */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <ErrorPage /> : this.props.children;
  }
}

import { Component, type ReactNode } from 'react';
import { ErrorPage } from './error-page';

interface AppErrorBoundaryProps {
  children: ReactNode;
}

/**
 * The last line of defence around the whole app (route errors are caught by the router's root ErrorBoundary).
 * Reporting happens once for both, in createRoot's onCaughtError (see main.tsx).
 */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, { failed: boolean; error: unknown }> {
  override state = { failed: false, error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  override render() {
    return this.state.failed ? <ErrorPage error={this.state.error} /> : this.props.children;
  }
}

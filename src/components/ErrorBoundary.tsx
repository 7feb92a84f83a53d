/**
 * Catches what a part of the page throws while rendering (in practice: its code could not be loaded, because the
 * connection dropped or a new deployment replaced the chunk) and shows `fallback` instead of unmounting the whole app.
 * A new `resetKey` (e.g. the address) renders the children again.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  fallback: ReactNode;
  resetKey?: unknown;
  /** Called once per caught error (e.g. to let the next request try the load again). */
  onError?: (error: unknown) => void;
  children: ReactNode;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, { failedAt: unknown; failed: boolean }> {
  state = { failed: false, failedAt: undefined as unknown };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown, info: ErrorInfo) {
    this.setState({ failedAt: this.props.resetKey });
    console.error(error, info.componentStack);
    this.props.onError?.(error);
  }
  componentDidUpdate() {
    if (this.state.failed && this.state.failedAt !== this.props.resetKey) this.setState({ failed: false });
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

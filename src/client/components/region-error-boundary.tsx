import { Component, type ErrorInfo, type ReactNode } from 'react';

type RegionErrorBoundaryProps = {
  /** Names the part in the console. */
  label: string;
  /** What shows instead of the part; `retry` renders it again. */
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
};

type RegionErrorBoundaryState = { hasError: boolean };

/**
 * Keeps a failure inside one part of a screen: the preview beside the editor's form fails
 * alone, and the form, with what was typed in it, stays.
 */
export class RegionErrorBoundary extends Component<RegionErrorBoundaryProps, RegionErrorBoundaryState> {
  override state: RegionErrorBoundaryState = { hasError: false };

  static getDerivedStateFromError(): RegionErrorBoundaryState {
    return { hasError: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`Erreur : ${this.props.label}`, error, info.componentStack);
  }

  override render() {
    return this.state.hasError ? this.props.fallback(() => this.setState({ hasError: false })) : this.props.children;
  }
}

import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useRouteError } from 'react-router';
import { ErrorFallback } from '#client/app/error-fallback.tsx';

type RootErrorBoundaryState = { hasError: boolean };

/** Catches what fails outside the router (providers, the router itself). */
export class RootErrorBoundary extends Component<{ children: ReactNode }, RootErrorBoundaryState> {
  override state: RootErrorBoundaryState = { hasError: false };

  static getDerivedStateFromError(): RootErrorBoundaryState {
    return { hasError: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Erreur de l’application', error, info.componentStack);
  }

  override render() {
    return this.state.hasError ? <ErrorFallback /> : this.props.children;
  }
}

/** The router's error element for the whole app: a screen that failed to load or render. */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error('Erreur de l’écran', error);
  return <ErrorFallback />;
}

/** The error element inside a layout: the navigation stays, only the screen is replaced. */
export function ScreenErrorPage() {
  const error = useRouteError();
  console.error('Erreur de l’écran', error);
  return <ErrorFallback scope="region" />;
}

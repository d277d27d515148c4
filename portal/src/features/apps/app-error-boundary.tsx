import { Component, type ErrorInfo, type ReactNode } from 'react';
import { AppLoadError } from './app-load-error';

interface Props {
  app: string;
  version: string | null;
  module: string;
  children?: ReactNode;
}

/**
 * One per mount: a module that fails to load, throws while rendering or in an effect is logged
 * with its app and version and renders nothing; the shell and the other apps go on.
 */
export class AppErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    const { app, version, module } = this.props;
    if (error instanceof AppLoadError) {
      console.error(error.message, error.cause ?? '');
      return;
    }
    console.error(
      `[apps] ${app}@${version ?? '(none)'} module "${module}" crashed and was unmounted`,
      error,
      info.componentStack ?? '',
    );
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

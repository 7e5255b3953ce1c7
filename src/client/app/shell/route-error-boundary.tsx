import { Component, type ErrorInfo, type ReactNode } from 'react';
import styles from './shell.module.css';

interface Props {
  children: ReactNode;
}

interface State {
  error: unknown;
}

/**
 * The generic fallback for an unexpected application error (spec §8): the status and text, or the
 * message, of what went wrong. It sits inside the shell, so navigation still works; the layout
 * remounts it on every route change.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unexpected application error', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    return (
      <section className={styles.errorPage} aria-labelledby="route-error-title">
        <h1 id="route-error-title">Unexpected Application Error!</h1>
        <p className={styles.errorDetail}>{describeError(error)}</p>
        <p>
          문제가 생겨 페이지를 보여 드리지 못했어요. 새로고침하거나 <a href="/">홈으로</a> 가 주세요.
        </p>
      </section>
    );
  }
}

export function describeError(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'status' in error && 'statusText' in error) {
    return `${String(error.status)} ${String(error.statusText)}`;
  }
  if (error instanceof Error) return error.message;
  return String(error);
}

import { Component, type ReactNode, Suspense } from 'react';
import buttons from '../../../../ui/button.module.css';
import styles from '../../../../ui/page.module.css';
import { LoadingPage } from '../../../shell/loading-page';

interface Props {
  children: ReactNode;
  /** Forgets what failed, so the retry asks the server again. */
  onRetry: () => void;
  /** Inside a page that has its h1 already, the message takes an h2. */
  isPart?: boolean;
}

/**
 * A page whose data did not load (offline, time-out, a server error) says so in Korean and offers
 * to try again, instead of the generic error page: the answers are safe and nothing is lost.
 */
export class LoadBoundary extends Component<Props, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown): void {
    console.warn('assessment page failed to load', error);
  }

  retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (!error) return <Suspense fallback={<LoadingPage />}>{this.props.children}</Suspense>;
    const Heading = this.props.isPart ? 'h2' : 'h1';
    return (
      <section className={styles.shortPage} aria-labelledby="load-error-title">
        <Heading id="load-error-title" className={styles.title}>
          검사를 불러오지 못했어요
        </Heading>
        <p className={styles.leadLarge} role="alert">
          {error.message}
        </p>
        <p>지금까지 한 답은 저장되어 있어요. 잠시 후 다시 시도해 주세요.</p>
        <div className={styles.actions}>
          <button type="button" className={buttons.primary} onClick={this.retry}>
            다시 시도하기
          </button>
        </div>
      </section>
    );
  }
}

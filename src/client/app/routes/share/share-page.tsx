import { Link, useParams } from 'react-router';
import type { RouteHead } from '../../../../shared/route-head';
import { shareCardLines, shareCardTitle } from '../../../../shared/share-card';
import { SharedCardView } from '../../../features/share/components/shared-card-view';
import { shareApi, useGetSharedCardQuery } from '../../../features/share/share-api';
import { paths } from '../../../lib/paths';
import { remoteOf } from '../../../lib/remote';
import buttons from '../../../ui/button.module.css';
import styles from '../../../ui/page.module.css';
import type { RouteModule } from '../../route-module';
import InvalidPathPage from '../invalid-path';

/** /share/{id}: a result card someone shared, for anyone, with an invitation to take the test. */
export default function SharePage() {
  const id = useParams().id ?? '';
  const { remote, retry } = remoteOf(useGetSharedCardQuery(id));

  // Revoked or never made: the product's 404 page (the server answers it with status 404).
  if (remote.status === 'not-found') return <InvalidPathPage />;
  return (
    <section className={styles.shortPage} aria-labelledby="share-title">
      <p className={styles.eyebrow}>진로의 시간 결과 카드</p>
      {remote.status === 'ready' && <SharedCardView card={remote.data.card} titleId="share-title" />}
      {(remote.status === 'loading' || remote.status === 'idle') && (
        <h1 id="share-title" className={styles.title}>
          결과 카드를 불러오고 있어요
        </h1>
      )}
      {remote.status === 'error' && (
        <div role="alert">
          <h1 id="share-title" className={styles.title}>
            결과 카드를 불러오지 못했어요
          </h1>
          <p className={styles.leadLarge}>{remote.message}</p>
          <button type="button" className={buttons.secondary} onClick={retry}>
            다시 불러오기
          </button>
        </div>
      )}
      <p className={styles.leadLarge}>
        나는 어떤 가치를 중요하게 여기고, 어떤 일에 흥미가 있을까요? 무료로 알아보세요.
      </p>
      <div className={styles.actions}>
        <Link to={paths.map} className={buttons.primary}>
          나도 검사해 보기
        </Link>
      </div>
    </section>
  );
}

/** A shared result card is public: rendered with it, or as the 404 page once revoked. */
export const loader: RouteModule['loader'] = (store, { params }) => [
  store.dispatch(shareApi.endpoints.getSharedCard.initiate(params.id ?? '')),
];

export const headData: RouteModule['headData'] = (state, { params }) => {
  const select = shareApi.endpoints.getSharedCard.select(params.id ?? '');
  // The store's type is built before the share feature adds its `ShareLink` tag; its state is the same.
  const shared = select(state as Parameters<typeof select>[0]).data;
  if (!shared) return undefined;
  return {
    kind: 'share',
    subject: { name: shareCardTitle(shared.card), summary: shareCardLines(shared.card).join(' · ') },
    share: { id: shared.id },
  };
};

export const head: RouteHead = {
  title: '결과 카드',
  description: '진로의 시간에서 진로 검사를 마친 사람이 나눈 결과 카드예요.',
  subject: {
    title: ({ name }) => `${name} — 결과 카드`,
    description: ({ summary }) => `${summary ? `${summary}. ` : ''}나도 진로의 시간에서 가치관·강점·흥미를 알아보세요.`,
  },
};

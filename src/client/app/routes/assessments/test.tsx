import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import type { RouteHead } from '../../../../shared/route-head';
import styles from '../../../features/assessments/assessments.module.css';
import { TestList } from '../../../features/assessments/components/test-list';
import { useRetryItemBanks } from '../../../features/assessments/item-banks';
import { useStepStatuses } from '../../../features/assessments/use-step-statuses';
import { selectUser } from '../../../features/auth/user-slice';
import { paths } from '../../../lib/paths';
import { LoadBoundary } from './parts/load-boundary';

function Tests({ userId }: { userId: string | null }) {
  const statuses = useStepStatuses(userId);
  return <TestList statuses={statuses} />;
}

/** /test: the six tests, how long each takes and their state. */
export default function TestPage() {
  const retryItemBanks = useRetryItemBanks();
  const userId = useSelector(selectUser)?.id ?? null;
  return (
    <section className={styles.page} aria-labelledby="test-title">
      <p className={styles.eyebrow}>나의 시간</p>
      <h1 id="test-title" className={styles.title}>
        검사 목록
      </h1>
      <p className={styles.lead}>
        여섯 가지 검사를 원하는 것부터 해도 괜찮아요. 차례대로 하고 싶다면 <Link to={paths.map}>나의 시간 지도</Link>를
        따라가 보세요.
      </p>
      <LoadBoundary key={userId ?? 'visitor'} onRetry={retryItemBanks} isPart>
        <Tests userId={userId} />
      </LoadBoundary>
    </section>
  );
}

export const head: RouteHead = {
  title: '검사 목록',
  description: '여섯 가지 진로 검사를 걸리는 시간과 진행 상태와 함께 보여 줘요.',
};

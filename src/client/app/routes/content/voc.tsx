import type { RouteHead } from '../../../../shared/route-head';
import styles from '../../../features/content/content.module.css';
import { VocForm } from '../../../features/voc/voc-form';
import { PageHeader } from '../../../ui/page-header';

/** /voc: 고객의 목소리. */
export default function VocPage() {
  return (
    <section className={styles.page} aria-labelledby="voc-title">
      <PageHeader
        title="고객의 목소리"
        titleId="voc-title"
        lead="불편했던 점, 있었으면 하는 기능, 글에 대한 의견까지 무엇이든 들려 주세요. 로그인하지 않아도 보낼 수 있어요."
      />
      <VocForm />
    </section>
  );
}

export const head: RouteHead = {
  title: '고객의 목소리',
  description: '서비스에 대한 의견, 불편한 점, 바라는 점을 들려 주세요.',
};

import { Link } from 'react-router';
import type { BankByStep, Step } from '../../../../shared/contracts/assessments';
import { paths, toPath } from '../../../lib/paths';
import styles from '../assessments.module.css';

/** A common myth about the step's subject, and what is true instead (spec §2, miss-und). */
export function MissUndView({ bank }: { bank: BankByStep[Step] }) {
  const { myth, truth, articleId } = bank.intro.missUnd;
  return (
    <>
      <div className={styles.myth}>
        <span className={styles.badge}>흔한 오해</span>
        <p className={styles.quote}>“{myth}”</p>
      </div>
      <div className={styles.truth}>
        <span className={styles.badge}>사실은</span>
        <p>{truth}</p>
      </div>
      <p>
        <Link to={toPath(paths.article, { id: articleId })}>지혜의 시간에서 관련 글 더 읽기</Link>
      </p>
    </>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { BankByStep, Step } from '../../../../shared/contracts/assessments';
import buttons from '../../../ui/button.module.css';
import styles from '../assessments.module.css';

interface DefinitionViewProps {
  bank: BankByStep[Step];
  startTo: string;
  resultTo: string;
  isStarted: boolean;
  isSubmitted: boolean;
  isRetaking: boolean;
  retake: ReactNode;
}

/** What the step is, how it goes and how long it takes, and the way in (spec §2, definition). */
export function DefinitionView({
  bank,
  startTo,
  resultTo,
  isStarted,
  isSubmitted,
  isRetaking,
  retake,
}: DefinitionViewProps) {
  const { intro } = bank;
  return (
    <>
      <p className={styles.meta}>약 {intro.minutes}분 걸려요</p>
      <section className={styles.section} aria-labelledby="definition-what">
        <h2 id="definition-what" className={styles.sectionTitle}>
          무엇을 알아보나요?
        </h2>
        <p>{intro.definition}</p>
      </section>
      <section className={styles.section} aria-labelledby="definition-how">
        <h2 id="definition-how" className={styles.sectionTitle}>
          이렇게 진행해요
        </h2>
        <ol className={styles.stepsList}>
          {intro.steps.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
        <p className={styles.muted}>
          답은 고를 때마다 저장돼요. 중간에 멈춰도 나중에 이어서 할 수 있어요. 결과는 진단이 아니라 나를 돌아보는 참고
          자료예요.
        </p>
      </section>
      {isSubmitted ? (
        <div className={styles.notice}>
          <p>이미 마친 단계예요.</p>
          <div className={styles.actions}>
            <Link to={resultTo} className={buttons.primary}>
              결과 보기
            </Link>
            {retake}
          </div>
        </div>
      ) : (
        <>
          {isRetaking && <p className={styles.notice}>다시 하는 중이에요. 이전 결과는 리포트에 그대로 있어요.</p>}
          <Link to={startTo} className={buttons.primary}>
            {isStarted ? '이어서 하기' : '시작하기'}
          </Link>
        </>
      )}
      <details className={styles.attribution}>
        <summary>문항 출처와 저작권</summary>
        <p>{bank.attribution}</p>
      </details>
    </>
  );
}

import type { ReactNode } from 'react';
import type { Step } from '../../../../shared/contracts/assessments';
import type { ResultByStep } from '../../../../shared/contracts/report';
import styles from '../report.module.css';
import { comfortWord } from '../score-words';
import { Chips } from './chips';
import { ScoreBars } from './score-bars';

/**
 * One step's result as the server explains it: its plain-Korean summary first, then the numbers.
 * `compact` is the short version shown right after a step is submitted.
 */
interface ResultProps<S extends Step> {
  result: ResultByStep[S];
  compact: boolean;
}

/**
 * Draws the interest hexagon. Only the report page passes it, so the chart's code is part of
 * /myreport alone and not of the submitted pages that show the short result.
 */
export type InterestChart = (scores: ResultByStep['interest']['scores']) => ReactNode;

function ValueResult({ result, compact }: ResultProps<'value'>) {
  const ranks = compact ? result.ranks.slice(0, 3) : result.ranks;
  return (
    <>
      <p className={styles.explanation}>{result.summary}</p>
      {compact ? (
        <ol className={styles.ranks} aria-label="중요하게 여기는 가치 순위">
          {ranks.map((rank) => (
            <li key={rank.id} className={styles.rankRow}>
              <span className={styles.rankNumber}>{rank.rank}위</span>
              <span>{rank.label}</span>
            </li>
          ))}
        </ol>
      ) : (
        <ScoreBars
          label="가치별 점수, 중요한 순서"
          rows={ranks.map((rank) => ({ id: rank.id, label: `${rank.rank}위 ${rank.label}`, score: rank.score }))}
        />
      )}
    </>
  );
}

function StrengthResult({ result, compact }: ResultProps<'strength'>) {
  return (
    <>
      <p className={styles.explanation}>{result.summary}</p>
      <ol className={styles.ranks} aria-label="자신 있는 강점 순위">
        {result.top.map((card) => (
          <li key={card.id} className={styles.rankRow}>
            <span className={styles.rankNumber}>{card.rank}위</span>
            <span>
              <strong>{card.label}</strong>
              {!compact && <span className={styles.muted}> · {card.description}</span>}
            </span>
          </li>
        ))}
      </ol>
    </>
  );
}

function InterestResult({ result, compact, chart }: ResultProps<'interest'> & { chart: InterestChart | undefined }) {
  return (
    <>
      <p>
        <span className={styles.code}>{result.code}</span> <span>{result.codeLabels.join(' · ')}</span>
      </p>
      <p className={styles.explanation}>{result.summary}</p>
      {!compact && chart?.(result.scores)}
    </>
  );
}

function TraitPhysResult({ result, compact }: ResultProps<'trt-phys-cond'>) {
  const shownStyles = compact ? result.workStyles.slice(0, 3) : result.workStyles;
  return (
    <>
      <p className={styles.explanation}>{result.summary}</p>
      {compact ? (
        <Chips label="두드러진 일하는 성향" items={shownStyles} />
      ) : (
        <>
          <h3 className={styles.subTitle}>일하는 성향</h3>
          <ScoreBars label="일하는 성향별 점수, 높은 순서" rows={shownStyles} />
          <h3 className={styles.subTitle}>편한 근무 환경</h3>
          <p className={styles.explanation}>{result.physCondSummary}</p>
          <ScoreBars
            label="근무 환경별 편한 정도"
            rows={result.physCond.map((condition) => ({ ...condition, id: condition.key }))}
            absolute={comfortWord}
          />
        </>
      )}
    </>
  );
}

function KskillResult({ result }: ResultProps<'kskill'>) {
  return (
    <>
      <p className={styles.explanation}>{result.summary}</p>
      <h3 className={styles.subTitle}>지식 분야</h3>
      <Chips label="고른 지식 분야" items={result.knowledge} />
      <h3 className={styles.subTitle}>기술</h3>
      <Chips label="고른 기술" items={result.skill} />
    </>
  );
}

function JprefResult({ result, compact }: ResultProps<'jpref'>) {
  const stated = result.preferences.filter((preference) => preference.score !== null);
  return (
    <>
      <p className={styles.explanation}>{result.summary}</p>
      {!compact && (
        <dl className={styles.facts}>
          {stated.map((preference) => (
            <div key={preference.questionId}>
              <dt>{preference.question}</dt>
              <dd>{preference.answer}</dd>
            </div>
          ))}
          {result.maxJobZone && (
            <div>
              <dt>준비할 수 있는 교육·훈련</dt>
              <dd>{result.maxJobZone.label}까지</dd>
            </div>
          )}
        </dl>
      )}
      {result.industries.length > 0 && (
        <>
          <h3 className={styles.subTitle}>관심 산업</h3>
          <Chips label="관심 산업" items={result.industries} />
        </>
      )}
    </>
  );
}

export type AnyResult = { [S in Step]: { step: S; result: ResultByStep[S] } }[Step];

/** Pairs a step with its result; TypeScript cannot see that `report.steps[step]` belongs to `step`. */
export function resultEntry<S extends Step>(step: S, result: ResultByStep[S]): AnyResult {
  return { step, result } as AnyResult;
}

export function StepResultView({
  compact,
  interestChart,
  ...input
}: AnyResult & { compact: boolean; interestChart?: InterestChart }) {
  const props = input as AnyResult;
  switch (props.step) {
    case 'value':
      return <ValueResult result={props.result} compact={compact} />;
    case 'strength':
      return <StrengthResult result={props.result} compact={compact} />;
    case 'interest':
      return <InterestResult result={props.result} compact={compact} chart={interestChart} />;
    case 'trt-phys-cond':
      return <TraitPhysResult result={props.result} compact={compact} />;
    case 'kskill':
      return <KskillResult result={props.result} compact={compact} />;
    case 'jpref':
      return <JprefResult result={props.result} compact={compact} />;
  }
}

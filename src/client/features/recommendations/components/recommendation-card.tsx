import { Fragment, type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import type { RiasecType, Step } from '../../../../shared/contracts/assessments';
import type {
  RatingBody,
  ReasonKind,
  Recommendation,
  RecommendationReason,
} from '../../../../shared/contracts/recommendations';
import { RIASEC_LABELS } from '../../../../shared/onet-labels';
import { jobPath, paths } from '../../../lib/paths';
import buttons from '../../../ui/button.module.css';
import { FIT_LEVELS, REASON_KIND_HEADINGS } from '../labels';
import styles from '../recommendations.module.css';
import { RatingControl } from './rating-control';

const FIT_STYLES = [styles.fit0, styles.fit1, styles.fit2, styles.fit3];

interface RecommendationCardProps {
  item: Recommendation;
  industryName: (id: string) => string;
  stepLabel: (step: Step) => string;
  /** Absent for a visitor's list: ratings need an account. */
  onRate?: (jobName: string, body: RatingBody | null) => Promise<void>;
  /** '꿈 목록에 담기', composed by the page (the dream list is another feature); null for a visitor. */
  dreamListAction: ReactNode;
  headingLevel?: 'h2' | 'h3';
  /** The reasons start open ('왜 없을까요?', where they are the answer); folded in the list. */
  isReasonsOpen?: boolean;
}

/** Headings in this order: what fits, what differs (watch-outs included), what the answers do not tell yet. */
const KINDS: readonly ReasonKind[] = ['match', 'gap', 'unknown'];

/** Where a reason that comes from no step (the crowding correction) says it comes from. */
const METHOD_LABEL = '추천 방식';

/** Points a reason adds (a fit) or what a difference costs; nothing for what is not known. */
const points = (weight: number) => (weight === 0 ? '' : `${weight > 0 ? '+' : ''}${Math.round(weight * 10) / 10}점`);

/** Interest types in words, never bare letters. */
const riasecWords = (code: string) =>
  [...code].map((letter) => RIASEC_LABELS[letter as RiasecType] ?? letter).join('·');

/** One recommended job: fit in words, why (per step, under what each reason says), and what to do next. */
export function RecommendationCard({
  item,
  industryName,
  stepLabel,
  onRate,
  dreamListAction,
  headingLevel: Heading = 'h2',
  isReasonsOpen = false,
}: RecommendationCardProps) {
  const { job } = item;
  const headingId = useId();
  const SubHeading = Heading === 'h2' ? 'h3' : 'h4';
  // What a step not yet taken cannot tell (no points): said once, not once per step, so a first
  // draft's cards stay short on a phone.
  const isNotTaken = (reason: RecommendationReason) =>
    reason.kind === 'unknown' && reason.weight === 0 && reason.text.endsWith('단계를 마치면 알 수 있어요');
  const notTaken = item.reasons.flatMap((reason) =>
    isNotTaken(reason) && reason.step ? [stepLabel(reason.step)] : [],
  );
  const groups = KINDS.map((kind) => ({
    kind,
    reasons: item.reasons.filter((reason) => reason.kind === kind && !isNotTaken(reason)),
  }));
  const fitStyle = FIT_STYLES[FIT_LEVELS.indexOf(item.fitLevel)] ?? styles.fit3;

  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHeader}>
        <span className={styles.rank}>{item.rank}위</span>
        <div className={styles.titleBlock}>
          <Heading id={headingId} className={styles.jobName}>
            <Link to={jobPath(job.name)}>{job.name}</Link>
          </Heading>
          <p className={styles.meta}>
            {industryName(job.industry)} · 흥미 유형 {riasecWords(job.riasec)}
          </p>
          <p className={`${styles.fit} ${fitStyle}`}>
            {item.fitLevel} · {item.score}점
          </p>
        </div>
      </div>
      <p className={styles.summary}>{job.summary}</p>

      {/* Folded on the list (issue 30): twenty cards with every reason open made /job-rec 20,000 px
          tall on a phone. A native disclosure: it opens without script, and says its state. */}
      <details className={styles.why} open={isReasonsOpen}>
        <summary className={styles.whySummary}>추천 이유 보기</summary>
        {groups.map(
          ({ kind, reasons }) =>
            (reasons.length > 0 || (kind === 'unknown' && notTaken.length > 0)) && (
              <Fragment key={kind}>
                <SubHeading className={styles.reasonsTitle}>{REASON_KIND_HEADINGS[kind]}</SubHeading>
                <ul className={kind === 'match' ? styles.reasons : styles.watchOuts}>
                  {reasons.map((reason) => (
                    <li key={`${reason.step}-${reason.text}`}>
                      {reason.text}
                      <span className={styles.reasonStep}>
                        {reason.step ? stepLabel(reason.step) : METHOD_LABEL} {points(reason.weight)}
                      </span>
                    </li>
                  ))}
                  {kind === 'unknown' && notTaken.length > 0 && (
                    <li className={styles.notTaken}>
                      {notTaken.join(', ')} 단계를 아직 하지 않아서, 그 점이 이 직업과 맞는지는 아직 몰라요.
                    </li>
                  )}
                </ul>
              </Fragment>
            ),
        )}
      </details>

      <div className={styles.actions}>
        {dreamListAction}
        <Link to={`${paths.roadmaps}?job=${encodeURIComponent(job.name)}`} className={buttons.secondary}>
          로드맵 만들기
        </Link>
      </div>
      {onRate && <RatingControl jobName={job.name} current={item.myRating} onRate={onRate} />}
    </article>
  );
}

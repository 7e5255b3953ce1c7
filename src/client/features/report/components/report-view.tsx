import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { Step } from '../../../../shared/contracts/assessments';
import type { Report, ReportChange } from '../../../../shared/contracts/report';
import buttons from '../../../ui/button.module.css';
import styles from '../report.module.css';
import { ReportSummary, type SummaryJobs } from './report-summary';
import { RiasecRadar } from './riasec-radar';
import { type InterestChart, resultEntry, StepResultView } from './step-result-view';

const interestChart: InterestChart = (scores) => <RiasecRadar scores={scores} />;

/** The order of the report: the interest hexagon first, it is the picture people look for. */
const REPORT_ORDER: readonly Step[] = ['interest', 'value', 'strength', 'trt-phys-cond', 'kskill', 'jpref'];

const dateFormat = new Intl.DateTimeFormat('ko-KR', { dateStyle: 'medium' });
const formatDate = (iso: string) => dateFormat.format(new Date(iso));

interface ReportViewProps {
  report: Report;
  /** Where a step starts: the flows belong to another feature, so the page says. */
  stepPath: (step: Step) => string;
}

function Progress({ report, stepPath }: ReportViewProps) {
  const missing = REPORT_ORDER.filter((step) => !report.completedSteps.includes(step));
  return (
    <section className={styles.section} aria-labelledby="report-progress">
      <h2 id="report-progress" className={styles.sectionTitle}>
        6단계 중 {report.completedSteps.length}단계를 마쳤어요
      </h2>
      {missing.length === 0 ? (
        <p>모든 단계를 마쳤어요. 결과를 모아 추천 직업을 볼 수 있어요.</p>
      ) : (
        <>
          <p>아직 하지 않은 단계가 있어요. 마치면 리포트가 더 정확해져요.</p>
          <ul className={`${styles.missing} ${styles.noPrint}`}>
            {missing.map((step) => (
              <li key={step}>
                <Link to={stepPath(step)}>{report.steps[step].label} 검사하러 가기</Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** One step's details, folded under its name and a line of what it found (open to read). */
function StepSection({ report, step, stepPath }: ReportViewProps & { step: Step }) {
  const stepReport = report.steps[step];
  const titleId = `report-${step}`;
  return (
    <details className={styles.detail}>
      <summary className={styles.detailSummary}>
        <h3 id={titleId} className={styles.detailTitle}>
          {stepReport.label}
        </h3>
        <span className={styles.muted}>{stepReport.result ? '결과 자세히 보기' : '아직 마치지 않았어요'}</span>
      </summary>
      <section className={styles.detailBody} aria-labelledby={titleId}>
        {stepReport.result ? (
          <>
            {stepReport.take !== null && stepReport.submittedAt && (
              <p className={styles.muted}>
                {stepReport.take}회차 · {formatDate(stepReport.submittedAt)}에 마쳤어요
              </p>
            )}
            <StepResultView {...resultEntry(step, stepReport.result)} compact={false} interestChart={interestChart} />
          </>
        ) : (
          <p>
            아직 마치지 않았어요. <Link to={stepPath(step)}>{stepReport.label} 검사하러 가기</Link>
          </p>
        )}
      </section>
    </details>
  );
}

function ChangeTable({ change }: { change: ReportChange }) {
  return (
    <div>
      <h4 className={styles.subTitle}>{change.label}</h4>
      <p className={styles.muted}>
        {change.previous.take}회차({formatDate(change.previous.submittedAt)}) → {change.current.take}회차(
        {formatDate(change.current.submittedAt)})
      </p>
      <table className={styles.table}>
        <caption className="visually-hidden">{change.label} 이전 결과와 지금 결과</caption>
        <thead>
          <tr>
            <th scope="col">항목</th>
            <th scope="col">이전</th>
            <th scope="col">지금</th>
          </tr>
        </thead>
        <tbody>
          {change.items.map((item) => (
            <tr key={item.label}>
              <th scope="row">{item.label}</th>
              <td>{item.before}</td>
              <td>
                {item.after}
                {item.changed && <span className={styles.changed}> (바뀜)</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.explanation}>{change.summary}</p>
    </div>
  );
}

/** Opens every folded part, so a printout or a PDF has the whole report. */
function openAll(root: HTMLElement | null): void {
  for (const details of root?.querySelectorAll('details') ?? []) details.open = true;
}

/**
 * The whole personal report (spec §2, /myreport), ready to print or save as PDF: a one-screen
 * summary first (`jobs`: the recommended jobs, composed by the page), the page's own `actions`
 * (the share-card entry), then each step's details,
 * folded.
 */
export function ReportView({
  report,
  stepPath,
  jobs,
  actions,
}: ReportViewProps & { jobs: SummaryJobs; actions?: ReactNode }) {
  const root = useRef<HTMLElement>(null);
  useEffect(() => {
    // Printing from the browser's menu too, not only with the button.
    const open = () => openAll(root.current);
    window.addEventListener('beforeprint', open);
    return () => window.removeEventListener('beforeprint', open);
  }, []);

  return (
    <article ref={root} className={styles.report} aria-labelledby="report-title" data-report-print>
      <h1 id="report-title" className={styles.title}>
        나의 리포트
      </h1>
      <ReportSummary report={report} jobs={jobs} />
      <p className={styles.notice}>{report.notice}</p>
      <Progress report={report} stepPath={stepPath} />
      {actions}
      <section className={styles.details} aria-labelledby="report-details">
        <h2 id="report-details" className={styles.sectionTitle}>
          단계별 자세한 결과
        </h2>
        <p className={styles.muted}>단계 이름을 누르면 펼쳐져요.</p>
        {REPORT_ORDER.map((step) => (
          <StepSection key={step} report={report} step={step} stepPath={stepPath} />
        ))}
        {report.changes.length > 0 && (
          <details className={styles.detail}>
            <summary className={styles.detailSummary}>
              <h3 id="report-changes" className={styles.detailTitle}>
                다시 했을 때 달라진 점
              </h3>
            </summary>
            <section className={styles.detailBody} aria-labelledby="report-changes">
              {report.changes.map((change) => (
                <ChangeTable key={change.step} change={change} />
              ))}
            </section>
          </details>
        )}
      </section>
      <div className={styles.toolbar}>
        <button
          type="button"
          className={buttons.secondary}
          onClick={() => {
            openAll(root.current);
            window.print();
          }}
        >
          인쇄하거나 PDF로 저장하기
        </button>
      </div>
    </article>
  );
}

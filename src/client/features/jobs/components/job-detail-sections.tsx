import type { ReactNode } from 'react';
import type { JobDetail } from '../../../../shared/contracts/jobs';
import detail from '../detail.module.css';
import styles from '../jobs.module.css';
import { ScoreBars } from './score-bars';

/** The sections of a job page, in reading order; each is a titled region. */

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

const oneDecimal = (value: number) => value.toFixed(1);

export function TasksSection({ job }: { job: JobDetail }) {
  return (
    <Section id="job-tasks" title="하는 일">
      <ol className={styles.tasks}>
        {job.tasks.map((task) => (
          <li key={task.id}>{task.text}</li>
        ))}
      </ol>
    </Section>
  );
}

export function KnowledgeSkillsSection({ job }: { job: JobDetail }) {
  const bars = (items: JobDetail['skills']) =>
    items.map((item, index) => ({
      id: item.id,
      label: item.label,
      value: item.importance,
      valueText: `${oneDecimal(item.importance)} / 5`,
      isHighlighted: index < 3,
    }));
  return (
    <Section id="job-knowledge-skills" title="필요한 지식과 기술">
      <p className={styles.sectionNote}>이 일에서 중요한 순서예요. 숫자는 중요도(1–5)예요.</p>
      <div className={detail.twoColumns}>
        <div>
          <h3 className={styles.subTitle}>지식</h3>
          <ScoreBars bars={bars(job.knowledge)} min={1} max={5} label="중요한 지식" />
        </div>
        <div>
          <h3 className={styles.subTitle}>기술</h3>
          <ScoreBars bars={bars(job.skills)} min={1} max={5} label="중요한 기술" />
        </div>
      </div>
    </Section>
  );
}

export function InterestsSection({ job }: { job: JobDetail }) {
  const top = new Set(job.interests.code.split(''));
  return (
    <Section id="job-interests" title="흥미 유형">
      <p className={styles.sectionNote}>
        이 직업의 흥미 코드는 <strong>{job.interests.code}</strong>예요. 점수가 높을수록 이 일과 잘 맞는 흥미예요(1–7).
      </p>
      <ScoreBars
        bars={job.interests.scores.map((score) => ({
          id: score.letter,
          label: `${score.label}(${score.letter})`,
          value: score.score,
          valueText: `${oneDecimal(score.score)} / 7`,
          isHighlighted: top.has(score.letter),
        }))}
        min={1}
        max={7}
        label="흥미 유형 점수"
      />
    </Section>
  );
}

export function ValuesAndStylesSection({ job }: { job: JobDetail }) {
  return (
    <Section id="job-values-styles" title="일에서 중요한 가치와 일하는 방식">
      <div className={detail.twoColumns}>
        <div>
          <h3 className={styles.subTitle}>직업 가치</h3>
          <p className={styles.sectionNote}>이 일이 채워 주는 가치예요(1–7).</p>
          <ScoreBars
            bars={job.workValues.map((value, index) => ({
              id: value.id,
              label: value.label,
              value: value.score,
              valueText: `${oneDecimal(value.score)} / 7`,
              isHighlighted: index < 2,
            }))}
            min={1}
            max={7}
            label="직업 가치"
          />
        </div>
        <div>
          <h3 className={styles.subTitle}>일하는 방식</h3>
          <p className={styles.sectionNote}>이 일에서 특히 중요한 성향이에요(1–5).</p>
          <ScoreBars
            bars={job.workStyles.map((style, index) => ({
              id: style.id,
              label: style.label,
              value: style.score,
              valueText: `${oneDecimal(style.score)} / 5`,
              isHighlighted: index < 2,
            }))}
            min={1}
            max={5}
            label="일하는 방식"
          />
        </div>
      </div>
    </Section>
  );
}

export function WorkConditionsSection({ job }: { job: JobDetail }) {
  return (
    <Section id="job-conditions" title="근무 환경 (진로의 시간 팀 추정)">
      <p className={styles.callout}>{job.workConditions.note}</p>
      <ul className={detail.conditions}>
        {job.workConditions.items.map((item) => (
          <li key={item.key} className={detail.condition}>
            <span>{item.label}</span>
            <span className={detail.level} data-level={item.level}>
              {item.levelLabel}
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function PreparationSection({ job }: { job: JobDetail }) {
  return (
    <Section id="job-preparation" title="학력과 준비">
      <dl className={detail.facts}>
        <dt>준비 수준</dt>
        <dd>
          {job.jobZone.level}단계(5단계 중) · {job.jobZone.label}
          <br />
          <span className={styles.sectionNote}>{job.jobZone.description}</span>
        </dd>
        <dt>흔한 학력</dt>
        <dd>{job.education ?? 'O*NET에 학력 자료가 없어요. 준비 수준을 참고해 주세요.'}</dd>
      </dl>
    </Section>
  );
}

export function SourceSection({ job }: { job: JobDetail }) {
  return (
    <Section id="job-source" title="분류와 출처">
      <dl className={detail.facts}>
        <dt>한국고용직업분류</dt>
        <dd>
          {job.classification.kecoName} ({job.classification.kecoCode})
        </dd>
        <dt>O*NET 직업</dt>
        <dd>
          <a href={job.source.onetUrl} target="_blank" rel="noopener noreferrer" lang="en">
            {job.source.onetTitle} ({job.source.onetCode})
          </a>
        </dd>
      </dl>
      {job.onetNote && <p className={styles.callout}>{job.onetNote}</p>}
      <div className={detail.source}>
        <p>{job.source.attribution}</p>
        <p className={detail.english} lang="en">
          {job.source.attributionEnglish}{' '}
          <a href={job.source.licenseUrl} target="_blank" rel="noopener noreferrer">
            CC BY 4.0
          </a>
        </p>
      </div>
    </Section>
  );
}

import { Link } from 'react-router';
import type { JobDetail, JobKoreaFacts } from '../../../../shared/contracts/jobs';
import { jobPath, paths } from '../../../lib/paths';
import { OutboundLink } from '../../../ui/outbound-link';
import detail from '../detail.module.css';
import styles from '../jobs.module.css';
import korea from '../korea.module.css';

/** The job browser showing the jobs one major leads to. */
function majorBrowserPath(major: string): string {
  return `${paths.jobBrowser}?${new URLSearchParams({ major })}`;
}

/**
 * 한국에서 이 일을 하려면: the majors (by 계열), certificates, the usual way in, the KECO
 * classification, similar jobs and where to look further, as 진로의 시간 팀 wrote them down.
 */
export function KoreaFactsSection({ job }: { job: JobDetail }) {
  const facts = job.korea;
  return (
    <section className={styles.section} aria-labelledby="job-korea">
      <h2 id="job-korea" className={styles.sectionTitle}>
        한국에서 이 일을 하려면
      </h2>
      {facts ? (
        <>
          <Majors majors={facts.majors} />
          <div className={korea.block}>
            <h3 className={styles.subTitle}>보통 필요한 학력</h3>
            <p>{facts.education}</p>
            {facts.degreeLength && <p className={styles.sectionNote}>{facts.degreeLength.text}.</p>}
          </div>
          {facts.certificates.length > 0 && (
            <Certificates requirements={facts.requirements} certificates={facts.certificates} />
          )}
          <WayIn wayIn={facts.wayIn} />
          <Stability stability={facts.stability} />
        </>
      ) : (
        <p className={styles.callout}>이 직업의 학과·자격·들어가는 길은 아직 정리하고 있어요.</p>
      )}
      <div className={korea.block}>
        <h3 className={styles.subTitle}>한국고용직업분류</h3>
        <p>
          {job.classification.kecoName} (세분류 {job.classification.kecoCode})
        </p>
        <p className={korea.attribution}>{job.classification.source}</p>
      </div>
      {job.related.length > 0 && (
        <div className={korea.block}>
          <h3 className={styles.subTitle}>비슷한 직업</h3>
          <ul className={detail.related}>
            {job.related.map((related) => (
              <li key={related.id}>
                <Link to={jobPath(related.name)} className={styles.linkChip}>
                  {related.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className={korea.block}>
        <h3 className={styles.subTitle}>다른 곳에서 더 알아보기</h3>
        <ul className={korea.outbound}>
          <li>
            <OutboundLink href={job.links.careerNet} className={styles.linkChip}>
              커리어넷에서 찾아보기
            </OutboundLink>
          </li>
          <li>
            <OutboundLink href={job.links.work24} className={styles.linkChip}>
              고용24에서 찾아보기
            </OutboundLink>
          </li>
        </ul>
      </div>
      {facts && <Sources sources={facts.sources} />}
      {facts && <p className={korea.attribution}>{facts.attribution}</p>}
    </section>
  );
}

function Majors({ majors }: { majors: JobKoreaFacts['majors'] }) {
  return (
    <div className={korea.block}>
      <h3 className={styles.subTitle}>관련 학과</h3>
      {majors.anyMajor && <p className={korea.anyMajor}>전공 무관</p>}
      {majors.anyMajor && majors.groups.length > 0 && <p className={styles.sectionNote}>이런 학과가 도움이 돼요.</p>}
      {majors.groups.map((group) => (
        <div key={group.field} className={korea.field}>
          <h4 className={korea.fieldName}>{group.field}</h4>
          <ul className={korea.chips}>
            {group.names.map((name) => (
              <li key={name}>
                <Link to={majorBrowserPath(name)} className={styles.linkChip}>
                  {name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
      {majors.groups.length > 0 && (
        <p className={styles.sectionNote}>학과를 누르면 그 학과와 이어지는 직업을 볼 수 있어요.</p>
      )}
    </div>
  );
}

function Certificates({ requirements, certificates }: Pick<JobKoreaFacts, 'requirements' | 'certificates'>) {
  const helpful = certificates.filter((certificate) => !certificate.required);
  return (
    <div className={korea.block}>
      <h3 className={styles.subTitle}>자격증과 면허</h3>
      {requirements.length > 0 && (
        <>
          <h4 className={korea.fieldName}>꼭 있어야 하는 자격</h4>
          <ul className={korea.certificates}>
            {requirements.map((requirement) => (
              <Requirement key={requirement.anyOf.map((option) => option.name).join('|')} requirement={requirement} />
            ))}
          </ul>
        </>
      )}
      {helpful.length > 0 && (
        <>
          {requirements.length > 0 && <h4 className={korea.fieldName}>있으면 도움이 되는 자격</h4>}
          <ul className={korea.certificates}>
            {helpful.map((certificate) => (
              <li key={certificate.name} className={korea.certificate}>
                <span className={korea.certificateName}>{certificate.name}</span>
                <span className={korea.badge}>도움</span>
                <span className={korea.certificateMeta}>
                  {certificate.kind} · {certificate.issuer}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** One 필수: a single licence or "다음 중 하나", when it applies, and the law that asks for it. */
function Requirement({ requirement }: { requirement: JobKoreaFacts['requirements'][number] }) {
  const [only] = requirement.anyOf;
  const isChoice = requirement.anyOf.length > 1;
  return (
    <li className={korea.certificate}>
      <span className={korea.certificateName}>{isChoice || !only ? '다음 중 하나' : only.name}</span>
      <span className={korea.badgeRequired}>{requirement.condition ? '조건부 필수' : '필수'}</span>
      {requirement.condition && <span className={korea.condition}>{requirement.condition} 필수예요</span>}
      {isChoice ? (
        <ul className={korea.options}>
          {requirement.anyOf.map((option) => (
            <li key={option.name}>
              <span className={korea.certificateName}>{option.name}</span>{' '}
              <span className={korea.optionMeta}>
                ({option.kind} · {option.issuer})
              </span>
            </li>
          ))}
        </ul>
      ) : (
        only && (
          <span className={korea.certificateMeta}>
            {only.kind} · {only.issuer}
          </span>
        )
      )}
      <span className={korea.certificateMeta}>근거: {requirement.basis}</span>
    </li>
  );
}

/** What a source says about staying in the job for long, or that no source says anything yet. */
function Stability({ stability }: { stability: JobKoreaFacts['stability'] }) {
  return (
    <div className={korea.block}>
      <h3 className={styles.subTitle}>오래 일할 수 있을까요</h3>
      {stability ? (
        <p>{stability.text}.</p>
      ) : (
        <p className={styles.sectionNote}>
          고용 안정성은 출처가 있는 자료를 아직 찾지 못했어요. 짐작으로 채우지 않고 비워 두었어요.
        </p>
      )}
    </div>
  );
}

/** Where the facts came from and when each was checked; the KECO classification last. */
function Sources({ sources }: { sources: JobKoreaFacts['sources'] }) {
  return (
    <div className={korea.block}>
      <h3 className={styles.subTitle}>출처</h3>
      <ul className={korea.list}>
        {sources.map((source) => (
          <li key={source.title} className={korea.source}>
            {source.url ? <OutboundLink href={source.url}>{source.title}</OutboundLink> : source.title}
            <span className={korea.sourceDate}> ({source.checked} 확인)</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function WayIn({ wayIn }: { wayIn: JobKoreaFacts['wayIn'] }) {
  return (
    <div className={korea.block}>
      <h3 className={styles.subTitle}>들어가는 길</h3>
      <p>{wayIn.summary}</p>
      {(wayIn.exams.length > 0 || wayIn.training || wayIn.firstRoles.length > 0) && (
        <dl className={detail.facts}>
          {wayIn.exams.length > 0 && (
            <>
              <dt>시험</dt>
              <dd>{wayIn.exams.join(', ')}</dd>
            </>
          )}
          {wayIn.training && (
            <>
              <dt>훈련</dt>
              <dd>{wayIn.training}</dd>
            </>
          )}
          {wayIn.firstRoles.length > 0 && (
            <>
              <dt>첫 자리</dt>
              <dd>{wayIn.firstRoles.join(', ')}</dd>
            </>
          )}
        </dl>
      )}
    </div>
  );
}

import {
  type JobDetail,
  type JobKoreaFacts,
  MAJOR_FIELDS,
  PHYSICAL_KEYS,
  RIASEC_LETTERS,
} from '../../../shared/contracts/jobs';
import { type JobCatalog, topByImportance } from './catalog';
import type { CatalogJob } from './catalog-file';
import { degreeLength } from './degree-length';
import { jobSecurity } from './job-security';
import { type CertificateRef, KOREA_FACTS_ATTRIBUTION } from './korea-facts-file';
import {
  ATTRIBUTION_EN,
  ATTRIBUTION_KO,
  careerNetSearchUrl,
  JOB_ZONE_LABELS,
  KECO_FACT_SOURCE,
  KECO_SOURCE,
  LICENSE_URL,
  onetUrl,
  PHYSICAL_LABELS,
  PHYSICAL_LEVEL_LABELS,
  RIASEC_LABELS,
  WORK_CONDITIONS_NOTE,
  WORK_STYLE_LABELS,
  WORK_VALUE_LABELS,
  work24SearchUrl,
} from './labels';

const SHOWN_KNOWLEDGE = 8;
const SHOWN_SKILLS = 8;
const SHOWN_WORK_STYLES = 6;

function scoredLabels(scores: Record<string, number>, labels: Record<string, string>, count: number) {
  return Object.entries(scores)
    .filter(([id]) => labels[id] !== undefined)
    .sort(([idA, a], [idB, b]) => b - a || idA.localeCompare(idB))
    .slice(0, count)
    .map(([id, score]) => ({ id, label: labels[id] ?? id, score }));
}

/** A catalog entry as the job page reads it: Korean labels, the important items first. */
export function presentJobDetail(catalog: JobCatalog, job: CatalogJob): JobDetail {
  const labelOf = (id: string) => catalog.knowledgeSkillLabels.get(id) ?? id;
  const knowledgeOrSkill = (scores: CatalogJob['skills'], count: number) =>
    topByImportance(scores, count).map((id) => ({
      id,
      label: labelOf(id),
      importance: scores[id]?.im ?? 0,
      level: scores[id]?.lv ?? 0,
    }));
  const industry = catalog.industries.find((candidate) => candidate.id === job.industry);
  const zone = JOB_ZONE_LABELS[job.jobZone] ?? { label: '', description: '' };

  return {
    id: job.id,
    name: job.name,
    aliases: job.aliases,
    industry: { id: job.industry, name: industry?.name ?? job.industry },
    summary: job.summary,
    onetNote: job.onetNote ?? null,
    tasks: job.tasks,
    interests: {
      code: job.riasec.code,
      scores: RIASEC_LETTERS.map((letter) => ({ letter, label: RIASEC_LABELS[letter], score: job.riasec[letter] })),
    },
    knowledge: knowledgeOrSkill(job.knowledge, SHOWN_KNOWLEDGE),
    skills: knowledgeOrSkill(job.skills, SHOWN_SKILLS),
    workValues: scoredLabels(job.workValues, WORK_VALUE_LABELS, Object.keys(WORK_VALUE_LABELS).length),
    workStyles: scoredLabels(job.workStyles, WORK_STYLE_LABELS, SHOWN_WORK_STYLES),
    workConditions: {
      source: 'team-estimate',
      note: WORK_CONDITIONS_NOTE,
      items: PHYSICAL_KEYS.map((key) => ({
        key,
        label: PHYSICAL_LABELS[key],
        level: job.physical[key],
        levelLabel: PHYSICAL_LEVEL_LABELS[job.physical[key]] ?? '',
      })),
    },
    education: job.education || null,
    jobZone: { level: job.jobZone, ...zone },
    related: job.related.flatMap((name) => {
      const related = catalog.findByName(name);
      return related ? [{ id: related.id, name: related.name, industry: related.industry }] : [];
    }),
    classification: { kecoCode: job.kecoCode, kecoName: job.kecoName, source: KECO_SOURCE },
    korea: presentKoreaFacts(catalog, job),
    links: { careerNet: careerNetSearchUrl(job.name), work24: work24SearchUrl(job.name) },
    source: {
      onetCode: job.onet.code,
      onetTitle: job.onet.title,
      onetUrl: onetUrl(job.onet.code),
      licenseUrl: LICENSE_URL,
      attribution: ATTRIBUTION_KO,
      attributionEnglish: ATTRIBUTION_EN,
    },
  };
}

/**
 * The 필수 certificates as requirements: those sharing `oneOf` become one "다음 중 하나"
 * requirement, in the order the facts name them.
 */
function presentRequirements(catalog: JobCatalog, refs: readonly CertificateRef[]): JobKoreaFacts['requirements'] {
  const requirements: JobKoreaFacts['requirements'] = [];
  const byGroup = new Map<string, JobKoreaFacts['requirements'][number]>();
  for (const ref of refs) {
    const certificate = catalog.certificates.get(ref.name);
    if (!ref.required || !certificate) continue;
    const option = { name: certificate.name, issuer: certificate.issuer, kind: certificate.kind };
    const group = ref.oneOf ? byGroup.get(ref.oneOf) : undefined;
    if (group) {
      group.anyOf.push(option);
      continue;
    }
    // The start-up check guarantees every 필수 names its basis.
    const requirement = { anyOf: [option], condition: ref.condition ?? null, basis: ref.basis ?? '' };
    requirements.push(requirement);
    if (ref.oneOf) byGroup.set(ref.oneOf, requirement);
  }
  return requirements;
}

/** The team's facts with each certificate's issuer and kind from the one list; null when there are none yet. */
function presentKoreaFacts(catalog: JobCatalog, job: CatalogJob): JobKoreaFacts | null {
  const facts = catalog.koreaFacts.get(job.id);
  if (!facts) return null;
  const security = jobSecurity(facts, job.name);
  const degree = degreeLength(job.name);
  const lawSources = [security?.source, degree?.source].flatMap((source) => (source ? [source] : []));
  return {
    majors: {
      anyMajor: facts.anyMajor,
      groups: [...facts.majors].sort((a, b) => MAJOR_FIELDS.indexOf(a.field) - MAJOR_FIELDS.indexOf(b.field)),
    },
    education: facts.education,
    degreeLength: degree && { years: degree.years, text: degree.text },
    certificates: facts.certificates
      .flatMap((ref) => {
        // The start-up check guarantees every named certificate is in the list.
        const certificate = catalog.certificates.get(ref.name);
        return certificate ? [{ ...certificate, required: ref.required }] : [];
      })
      .sort((a, b) => Number(b.required) - Number(a.required)),
    requirements: presentRequirements(catalog, facts.certificates),
    wayIn: {
      summary: facts.wayIn.summary,
      exams: facts.wayIn.exams,
      training: facts.wayIn.training || null,
      firstRoles: facts.wayIn.firstRoles,
    },
    stability: security && { kind: security.kind, text: security.text },
    sources: [
      ...[...facts.sources, ...lawSources]
        .filter((source, index, all) => all.findIndex((other) => other.title === source.title) === index)
        .map((source) => ({ title: source.title, checked: source.checked, url: source.url ?? null })),
      { ...KECO_FACT_SOURCE },
    ],
    attribution: KOREA_FACTS_ATTRIBUTION,
  };
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PhysicalKey } from '../../../shared/contracts/jobs';
import { CONTENT_DIR } from '../../lib/app-root';

/** Korean names of the O*NET dimensions a job page shows. */

export { RIASEC_LABELS, WORK_STYLE_LABELS, WORK_VALUE_LABELS } from '../../../shared/onet-labels';

/** The team's physical-demand ratings: what each key asks of a person. */
export const PHYSICAL_LABELS: Record<PhysicalKey, string> = {
  standing: '오래 서 있거나 걷기',
  outdoors: '야외에서 일하기',
  temperature: '덥거나 추운 곳에서 일하기',
  noise: '시끄러운 곳에서 일하기',
  heights: '높은 곳에서 일하기',
  hazards: '위험한 기계·물질 가까이에서 일하기',
  lifting: '무거운 물건 들기',
  bending: '몸을 굽히거나 쪼그려 일하기',
  fineMotor: '손으로 하는 섬세한 작업',
  colorVision: '색을 정확히 구별하기',
  nightShift: '밤 근무·교대 근무',
  travel: '출장·이동',
};

export const PHYSICAL_LEVEL_LABELS = ['거의 없어요', '가끔 있어요', '자주 있어요', '매우 많아요'] as const;

export const JOB_ZONE_LABELS: Record<number, { label: string; description: string }> = {
  1: { label: '준비가 거의 필요 없어요', description: '짧은 현장 교육만 받으면 일을 시작할 수 있어요.' },
  2: {
    label: '약간의 준비가 필요해요',
    description: '고등학교 졸업 정도의 교육과 몇 달의 경험이나 훈련이 있으면 좋아요.',
  },
  3: { label: '어느 정도 준비가 필요해요', description: '직업훈련, 전문대 과정이나 관련 경험이 필요한 경우가 많아요.' },
  4: { label: '상당한 준비가 필요해요', description: '대부분 4년제 대학 학위와 몇 년의 관련 경험이 필요해요.' },
  5: { label: '오랜 준비가 필요해요', description: '대학원 학위나 오랜 경험, 전문 자격이 필요한 경우가 많아요.' },
};

interface KskillFile {
  knowledge: { groups: Array<{ items: Array<{ id: string; label: string }> }> };
  skill: { groups: Array<{ items: Array<{ id: string; label: string }> }> };
}

/**
 * Korean names of the 33 knowledge areas and 35 skills, taken from the knowledge-and-skill
 * step's item bank so the job page and the test use the same words.
 */
export function readKnowledgeSkillLabels(
  file = path.join(CONTENT_DIR, 'assessments/kskill.json'),
): Map<string, string> {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as KskillFile;
  const labels = new Map<string, string>();
  for (const group of [...parsed.knowledge.groups, ...parsed.skill.groups]) {
    for (const item of group.items) labels.set(item.id, item.label);
  }
  return labels;
}

export const ATTRIBUTION_KO =
  '이 페이지에는 미국 노동부 고용훈련국(USDOL/ETA)의 O*NET® 29.3 Database 정보가 들어 있으며, CC BY 4.0 라이선스에 따라 사용했어요. ' +
  'O*NET®은 USDOL/ETA의 상표예요. 진로의 시간 팀이 일부 정보를 번역·수정했어요. USDOL/ETA는 이 수정 내용을 승인·보증·검증하지 않았어요.';

export const ATTRIBUTION_EN =
  'This page includes information from the O*NET 29.3 Database by the U.S. Department of Labor, Employment and ' +
  'Training Administration (USDOL/ETA). Used under the CC BY 4.0 license. O*NET® is a trademark of USDOL/ETA. ' +
  '진로의 시간 팀 has modified all or some of this information. USDOL/ETA has not approved, endorsed, or tested ' +
  'these modifications.';

export const LICENSE_URL = 'https://creativecommons.org/licenses/by/4.0/';

export const WORK_CONDITIONS_NOTE =
  '진로의 시간 팀이 하는 일을 보고 추정한 값이에요. O*NET 자료가 아니며, 일터에 따라 다를 수 있어요.';

export function onetUrl(code: string): string {
  return `https://www.onetonline.org/link/summary/${code}`;
}

/** 통계청 became 국가데이터처 on 2025-10-01 (정부조직법 개정); its 통계분류포털 keeps publishing KECO. */
export const KECO_SOURCE = '출처: 국가데이터처 통계분류포털, 한국고용직업분류(2025)';

/** The KECO classification as one of a job's sources (the last one listed). */
export const KECO_FACT_SOURCE = {
  title: '국가데이터처 통계분류포털, 한국고용직업분류(2025)',
  checked: '2026-11-28',
  url: null,
} as const;

/** 커리어넷's search for a job's name (a plain link: nothing is fetched from it). */
export function careerNetSearchUrl(jobName: string): string {
  return `https://www.career.go.kr/cloud/w/search/intro?text=${encodeURIComponent(jobName)}`;
}

/** 고용24's search for a job's name (a plain link: nothing is fetched from it). */
export function work24SearchUrl(jobName: string): string {
  return `https://www.work24.go.kr/cm/f/c/0100/selectUnifySearch.do?topQuerySearchArea=all&topQueryData=${encodeURIComponent(jobName)}`;
}

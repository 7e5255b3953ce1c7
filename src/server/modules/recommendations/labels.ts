import type { Step } from '../../../shared/contracts/assessments';
import type { PhysicalKey } from '../../../shared/contracts/jobs';
import { WORK_STYLE_LABELS } from '../../../shared/onet-labels';

/** The Korean words recommendation reasons use (O*NET element names: shared/onet-labels.ts). */

/** The 16 work styles of O*NET 29.3, in the catalog's order (named in shared/onet-labels.ts). */
export const WORK_STYLE_IDS = Object.keys(WORK_STYLE_LABELS);

/** A watch-out per physical condition; the ratings are the team's estimates, and the text says so. */
export const PHYSICAL_WATCH_OUTS: Record<PhysicalKey, string> = {
  standing: '오래 서서 일하는 편이라 확인해 보세요 (진로의 시간 팀 추정)',
  outdoors: '야외에서 일할 때가 많아 확인해 보세요 (진로의 시간 팀 추정)',
  temperature: '덥거나 추운 곳에서 일할 때가 많아 확인해 보세요 (진로의 시간 팀 추정)',
  noise: '시끄러운 곳에서 일할 때가 많아 확인해 보세요 (진로의 시간 팀 추정)',
  heights: '높은 곳에서 일할 때가 많아 확인해 보세요 (진로의 시간 팀 추정)',
  hazards: '위험한 기계나 물질을 가까이 다루는 편이라 확인해 보세요 (진로의 시간 팀 추정)',
  lifting: '무거운 물건을 자주 드는 편이라 확인해 보세요 (진로의 시간 팀 추정)',
  bending: '몸을 굽히거나 쪼그려 일할 때가 많아 확인해 보세요 (진로의 시간 팀 추정)',
  fineMotor: '손으로 섬세하게 하는 작업이 많아 확인해 보세요 (진로의 시간 팀 추정)',
  colorVision: '색을 정확히 구별해야 하는 일이 많아 확인해 보세요 (진로의 시간 팀 추정)',
  nightShift: '밤 근무나 교대 근무가 있는 편이라 확인해 보세요 (진로의 시간 팀 추정)',
  travel: '출장이나 이동이 잦은 편이라 확인해 보세요 (진로의 시간 팀 추정)',
};

/** How long the preparation is, by Job Zone, for the education watch-out. */
export const JOB_ZONE_PREPARATION: Record<number, string> = {
  1: '짧은 교육·훈련',
  2: '고등학교 수준',
  3: '전문대·직업훈련 수준',
  4: '대학교 수준',
  5: '대학원 수준',
};

/**
 * What a step not yet taken leaves unknown about every job ("아직 모르는 점"): a first draft
 * never gives a reason from a step the person has not answered (issue 19).
 */
export const MISSING_STEP_UNKNOWNS: Record<Step, string> = {
  value: '일에서 중요하게 여기는 것과 맞는지는 가치관 단계를 마치면 알 수 있어요',
  strength: '내 강점을 이 직업에서 살릴 수 있는지는 강점 단계를 마치면 알 수 있어요',
  interest: '끌리는 활동과 맞는지는 흥미 단계를 마치면 알 수 있어요',
  'trt-phys-cond': '일하는 성향과 근무 환경이 맞는지는 성향·신체 조건 단계를 마치면 알 수 있어요',
  kskill: '필요한 지식과 기술이 나와 맞는지는 지식·기술 단계를 마치면 알 수 있어요',
  jpref: '근무 조건과 준비 기간이 바라는 것과 맞는지는 직업 선호 단계를 마치면 알 수 있어요',
};

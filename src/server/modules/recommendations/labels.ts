import type { RiasecType, WorkValueId } from '../../../shared/contracts/assessments';
import type { PhysicalKey } from '../../../shared/contracts/jobs';

/** The Korean words recommendation reasons use. */

export const RIASEC_NAMES: Record<RiasecType, string> = {
  R: '현실형',
  I: '탐구형',
  A: '예술형',
  S: '사회형',
  E: '진취형',
  C: '관습형',
};

/** The six work values as the value cards group them (the card labels are more specific). */
export const WORK_VALUE_NAMES: Record<WorkValueId, string> = {
  '1.B.2.a': '성취',
  '1.B.2.b': '좋은 근무 조건',
  '1.B.2.c': '인정',
  '1.B.2.d': '관계와 봉사',
  '1.B.2.e': '든든한 지원',
  '1.B.2.f': '자율성',
};

/** The 16 work styles of O*NET 29.3, in the catalog's order. */
export const WORK_STYLE_NAMES: Readonly<Record<string, string>> = {
  '1.C.1.a': '성취 지향',
  '1.C.1.b': '끈기',
  '1.C.1.c': '주도성',
  '1.C.2.b': '리더십',
  '1.C.3.a': '협동심',
  '1.C.3.b': '배려심',
  '1.C.3.c': '사교성',
  '1.C.4.a': '자기 통제',
  '1.C.4.b': '스트레스 감내',
  '1.C.4.c': '적응력',
  '1.C.5.a': '신뢰성',
  '1.C.5.b': '꼼꼼함',
  '1.C.5.c': '정직성',
  '1.C.6': '독립심',
  '1.C.7.a': '혁신성',
  '1.C.7.b': '분석적 사고',
};
export const WORK_STYLE_IDS = Object.keys(WORK_STYLE_NAMES);

/** A watch-out per physical condition; the ratings are the team's estimates, and the text says so. */
export const PHYSICAL_WATCH_OUTS: Record<PhysicalKey, string> = {
  standing: '오래 서서 일하는 편이라 확인해 보세요 (팀 추정)',
  outdoors: '야외에서 일할 때가 많아 확인해 보세요 (팀 추정)',
  temperature: '덥거나 추운 곳에서 일할 때가 많아 확인해 보세요 (팀 추정)',
  noise: '시끄러운 곳에서 일할 때가 많아 확인해 보세요 (팀 추정)',
  heights: '높은 곳에서 일할 때가 많아 확인해 보세요 (팀 추정)',
  hazards: '위험한 기계나 물질을 가까이 다루는 편이라 확인해 보세요 (팀 추정)',
  lifting: '무거운 물건을 자주 드는 편이라 확인해 보세요 (팀 추정)',
  bending: '몸을 굽히거나 쪼그려 일할 때가 많아 확인해 보세요 (팀 추정)',
  fineMotor: '손으로 섬세하게 하는 작업이 많아 확인해 보세요 (팀 추정)',
  colorVision: '색을 정확히 구별해야 하는 일이 많아 확인해 보세요 (팀 추정)',
  nightShift: '밤 근무나 교대 근무가 있는 편이라 확인해 보세요 (팀 추정)',
  travel: '출장이나 이동이 잦은 편이라 확인해 보세요 (팀 추정)',
};

/** How long the preparation is, by Job Zone, for the education watch-out. */
export const JOB_ZONE_PREPARATION: Record<number, string> = {
  1: '짧은 교육·훈련',
  2: '고등학교 수준',
  3: '전문대·직업훈련 수준',
  4: '대학교 수준',
  5: '대학원 수준',
};

import type { RiasecType, WorkValueId } from '../../../shared/contracts/assessments';

/**
 * Korean words of the report that the item banks do not carry: the names of the six O*NET work
 * values and of Holland's six types, one plain sentence about each, and short names of the
 * physical conditions (the bank has only the survey sentences).
 */

export { RIASEC_LABELS, WORK_STYLE_LABELS, WORK_VALUE_LABELS } from '../../../shared/onet-labels';

export const WORK_VALUE_DESCRIPTIONS: Record<WorkValueId, string> = {
  '1.B.2.a': '내 능력을 살려 무언가를 해냈다는 느낌을 얻는 일을 중요하게 여겨요.',
  '1.B.2.b': '보수, 안정성, 일과 삶의 균형처럼 근무 조건이 좋은 것을 중요하게 여겨요.',
  '1.B.2.c': '한 일을 인정받고 승진하거나 전문가로 존중받는 것을 중요하게 여겨요.',
  '1.B.2.d': '마음 맞는 동료와 일하고 다른 사람에게 도움이 되는 것을 중요하게 여겨요.',
  '1.B.2.e': '회사가 공정하게 대하고 든든하게 뒷받침해 주는 것을 중요하게 여겨요.',
  '1.B.2.f': '스스로 판단하고 내 방식대로 일할 수 있는 것을 중요하게 여겨요.',
};

export const RIASEC_DESCRIPTIONS: Record<RiasecType, string> = {
  R: '손과 도구를 써서 직접 만들고 고치는 활동에 끌려요.',
  I: '원리를 파고들고 새로운 것을 알아내는 활동에 끌려요.',
  A: '생각과 느낌을 글, 그림, 음악처럼 자유롭게 표현하는 활동에 끌려요.',
  S: '사람을 돕고 가르치고 돌보는 활동에 끌려요.',
  E: '사람들을 이끌고 설득해 목표를 이루는 활동에 끌려요.',
  C: '자료와 일정을 정해진 방식대로 꼼꼼하게 정리하는 활동에 끌려요.',
};

/** Short names of the physical-condition keys of trt-phys-cond.json (checked at start-up). */
export const PHYS_COND_LABELS: Record<string, string> = {
  standing: '서서 일하기',
  outdoors: '야외에서 일하기',
  temperature: '덥거나 추운 곳',
  noise: '시끄러운 곳',
  heights: '높은 곳',
  hazards: '위험한 장비·물질 곁',
  lifting: '무거운 물건 들기',
  bending: '몸 굽히기·쪼그리기',
  fineMotor: '손으로 하는 섬세한 작업',
  colorVision: '색 구별하기',
  nightShift: '밤·교대 근무',
  travel: '출장·외근',
};

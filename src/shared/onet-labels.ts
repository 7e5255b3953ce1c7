import type { RiasecType, WorkValueId } from './contracts/assessments';

/**
 * The one table of Korean names of O*NET elements: the report, the recommendation reasons, the
 * item-bank checks and the job pages all name an element with these words, so a person reads
 * one name for one thing ("독립성" is the work value 1.B.2.f everywhere). The names are entries of
 * the glossary (src/shared/glossary.ts), whose test bans the other names they once had.
 */

export const RIASEC_LABELS: Record<RiasecType, string> = {
  R: '현실형',
  I: '탐구형',
  A: '예술형',
  S: '사회형',
  E: '진취형',
  C: '관습형',
};

/** The six O*NET work values (1.B.2.a–f). */
export const WORK_VALUE_LABELS: Record<WorkValueId, string> = {
  '1.B.2.a': '성취',
  '1.B.2.b': '근무 조건',
  '1.B.2.c': '인정',
  '1.B.2.d': '관계',
  '1.B.2.e': '지원',
  '1.B.2.f': '독립성',
};

/**
 * The 16 O*NET 29.3 work styles (1.C.*), in the catalog's order. Each is named exactly as its
 * strength card (content/assessments/strength.json) so the reason that quotes a chosen strength
 * quotes the words the person picked; the glossary test checks the two agree.
 */
export const WORK_STYLE_LABELS: Readonly<Record<string, string>> = {
  '1.C.1.a': '높은 목표에 도전하기',
  '1.C.1.b': '끝까지 포기하지 않기',
  '1.C.1.c': '먼저 나서서 해 보기',
  '1.C.2.b': '앞장서서 이끌기',
  '1.C.3.a': '사이좋게 협력하기',
  '1.C.3.b': '마음 헤아리기',
  '1.C.3.c': '사람들과 어울리기',
  '1.C.4.a': '감정 다스리기',
  '1.C.4.b': '압박 속에서 침착하기',
  '1.C.4.c': '변화에 빨리 적응하기',
  '1.C.5.a': '맡은 일 책임지기',
  '1.C.5.b': '꼼꼼하게 확인하기',
  '1.C.5.c': '정직하게 행동하기',
  '1.C.6': '혼자서도 척척 해내기',
  '1.C.7.a': '더 나은 방법 찾기',
  '1.C.7.b': '논리적으로 분석하기',
};

import type { RiasecType, WorkValueId } from './contracts/assessments';

/**
 * The one table of Korean names of O*NET elements: the report, the recommendation reasons, the
 * item-bank checks and the job pages all name an element with these words, so a person reads
 * one name for one thing ("독립성" is the work value 1.B.2.f everywhere). Cards and survey items
 * keep their own wording (what the person chose from); when an element is named, it is named here.
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
  '1.B.2.b': '근무 환경',
  '1.B.2.c': '인정',
  '1.B.2.d': '관계',
  '1.B.2.e': '지원',
  '1.B.2.f': '독립성',
};

/** The 16 O*NET 29.3 work styles (1.C.*), in the catalog's order, named as a person would say them. */
export const WORK_STYLE_LABELS: Readonly<Record<string, string>> = {
  '1.C.1.a': '성취 지향',
  '1.C.1.b': '끈기',
  '1.C.1.c': '주도성',
  '1.C.2.b': '리더십',
  '1.C.3.a': '협동심',
  '1.C.3.b': '배려심',
  '1.C.3.c': '사교성',
  '1.C.4.a': '자기 통제',
  '1.C.4.b': '스트레스 감내',
  '1.C.4.c': '적응력·유연성',
  '1.C.5.a': '신뢰성',
  '1.C.5.b': '꼼꼼함',
  '1.C.5.c': '정직성',
  // Not '독립성': that word names the work value 1.B.2.f.
  '1.C.6': '독립심',
  '1.C.7.a': '혁신성',
  '1.C.7.b': '분석적 사고',
};

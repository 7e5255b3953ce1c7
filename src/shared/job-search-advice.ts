/**
 * What the job search says to a query that names a wish rather than a job (`돈 많이`, `연봉 높은`):
 * the search looks for job names, tasks and everyday words, so it finds nothing, and the page
 * says why and what to try instead. Jobs "known for pay" are never offered: the catalog has no
 * pay figures we trust (O*NET's are American; Korean figures by job are not in our data), and a
 * guess would read as a fact.
 */
export interface SearchAdvice {
  title: string;
  text: string;
  /** Searches that do find jobs, to offer as links. */
  tryInstead: readonly string[];
}

const PAY_WORD = '(?:돈|연봉|월급|수입|급여|고소득|고연봉|부자)(?:을|이|은|는|도)?';
/** The query, spaces left out, made only of pay words and the words around them (많이, 높은, 버는 직업). */
const PAY_QUERY = new RegExp(
  `^(?:${PAY_WORD}|많이|많은|높은|센|쎈|잘|버는|벌수있는|받는|주는|되는|직업|일|곳|top|순위)+$`,
  'i',
);
const HAS_PAY_WORD = new RegExp(PAY_WORD);

const PAY_ADVICE: SearchAdvice = {
  title: '수입으로는 아직 찾을 수 없어요',
  text: '직업 검색은 직업 이름과 하는 일, 평소에 쓰는 말로 찾아요. 직업별 수입은 믿을 만한 자료를 갖추지 못해 보여 드리지 않아요.',
  tryInstead: ['금융', '경영', '창업'],
};

/** Advice for a query about pay (made of pay words only: 돈가스 is food), else undefined. */
export function searchAdvice(query: string): SearchAdvice | undefined {
  const compact = query.normalize('NFC').replace(/\s+/g, '');
  return PAY_QUERY.test(compact) && HAS_PAY_WORD.test(compact) ? PAY_ADVICE : undefined;
}

/**
 * Outside services that missions name (issue 21: "missions that point somewhere"), with their
 * official addresses. A mission whose title, description, done-when or cost names one (by its
 * name or an alias) links to it, opened in a new tab. Every address is https; a test checks that,
 * and that every service a mission names is here (src/server/modules/missions/outside-services.test.ts).
 *
 * Names are matched as written in the mission texts. Longer, more specific names come before the
 * shorter ones they contain (구글 설문지 before any plain 구글 would).
 */
export interface OutsideService {
  id: string;
  /** The name shown on the link. */
  name: string;
  /** Other spellings a mission may use, matched like the name. */
  aliases: readonly string[];
  url: string;
}

export const OUTSIDE_SERVICES = [
  // 워크넷 and HRD-Net moved into 고용24 in 2024: a mission naming them goes to 고용24.
  { id: 'work24', name: '고용24', aliases: ['워크넷', 'HRD-Net'], url: 'https://www.work24.go.kr' },
  { id: 'qnet', name: '큐넷', aliases: ['Q-Net'], url: 'https://www.q-net.or.kr' },
  { id: 'career-net', name: '커리어넷', aliases: [], url: 'https://www.career.go.kr' },
  { id: 'github', name: '깃허브', aliases: ['GitHub'], url: 'https://github.com' },
  { id: 'jobkorea', name: '잡코리아', aliases: [], url: 'https://www.jobkorea.co.kr' },
  { id: 'saramin', name: '사람인', aliases: [], url: 'https://www.saramin.co.kr' },
  { id: 'linkedin', name: '링크드인', aliases: ['LinkedIn'], url: 'https://www.linkedin.com' },
  { id: 'kmooc', name: 'K-MOOC', aliases: [], url: 'https://www.kmooc.kr' },
  { id: 'kocw', name: 'KOCW', aliases: [], url: 'https://www.kocw.net' },
  { id: 'youth-center', name: '온통청년', aliases: [], url: 'https://www.youthcenter.go.kr' },
  { id: 'ncs', name: 'NCS 국가직무능력표준', aliases: ['NCS'], url: 'https://www.ncs.go.kr' },
  { id: 'alio', name: '알리오', aliases: ['ALIO'], url: 'https://www.alio.go.kr' },
  { id: 'data-go', name: '공공데이터포털', aliases: [], url: 'https://www.data.go.kr' },
  { id: 'volunteer-1365', name: '1365 자원봉사포털', aliases: [], url: 'https://www.1365.go.kr' },
  { id: 'ggoomgil', name: '꿈길', aliases: [], url: 'https://www.ggoomgil.go.kr' },
  { id: 'opentutorials', name: '생활코딩', aliases: [], url: 'https://opentutorials.org' },
  { id: 'entry', name: '엔트리', aliases: [], url: 'https://playentry.org' },
  { id: 'gosi', name: '사이버국가고시센터', aliases: [], url: 'https://www.gosi.kr' },
  {
    id: 'korcham-license',
    name: '대한상공회의소 자격평가사업단',
    aliases: [],
    url: 'https://license.korcham.net',
  },
  {
    id: 'history-exam',
    name: '한국사능력검정시험',
    aliases: [],
    url: 'https://www.historyexam.go.kr',
  },
  { id: 'pqi', name: '민간자격정보서비스', aliases: [], url: 'https://www.pqi.or.kr' },
  { id: 'riss', name: 'RISS', aliases: [], url: 'https://www.riss.kr' },
  { id: 'ted', name: 'TED', aliases: [], url: 'https://www.ted.com' },
  { id: 'figma', name: '피그마', aliases: ['Figma'], url: 'https://www.figma.com' },
  { id: 'canva', name: '캔바', aliases: ['Canva'], url: 'https://www.canva.com' },
  { id: 'google-forms', name: '구글 설문지', aliases: [], url: 'https://docs.google.com/forms' },
  { id: 'google-sheets', name: '구글 스프레드시트', aliases: [], url: 'https://sheets.google.com' },
] as const satisfies readonly OutsideService[];

/** Every name and alias of a service. */
export function namesOf(service: OutsideService): string[] {
  return [service.name, ...service.aliases];
}

/**
 * The services these texts name, in table order, each once. A name counts only as a word of its
 * own: not inside a longer Latin word (TED in "TEDx" counts, in "STED" not).
 */
export function servicesNamedIn(texts: ReadonlyArray<string | null>): OutsideService[] {
  const text = texts.filter((part): part is string => part !== null).join('\n');
  return OUTSIDE_SERVICES.filter((service) =>
    namesOf(service).some((name) => new RegExp(`(?<![A-Za-z])${escapeRegExp(name)}(?![a-z])`).test(text)),
  );
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

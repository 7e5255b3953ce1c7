/**
 * Achievements (issue 21): the one table of what a person can earn. The server checks these
 * conditions after every write that can make one true (a mission completed, a roadmap made, a
 * dream job added, an assessment step submitted) and keeps each achievement once, with the time
 * it was earned; 마이페이지 shows the earned and the not yet earned with what each takes.
 *
 * A condition is "this fact of the person is at least `target`", so the same table tells the
 * server when an achievement is earned and tells the person how far along they are.
 */

/** What the server counts about a person, now (not over history). */
export interface AchievementFacts {
  /** Roadmaps the person has. */
  roadmaps: number;
  /** Missions completed, across all roadmaps. */
  missionsCompleted: number;
  /** Completed missions with a reflection note. */
  reflections: number;
  /** The longest current streak of any roadmap (days). */
  bestStreak: number;
  /** The highest level of any roadmap. */
  bestLevel: number;
  /** Milestones with every mission completed. */
  milestonesCompleted: number;
  /** Roadmaps with every mission completed. */
  roadmapsCompleted: number;
  /** Jobs on the dream list (꿈 목록). */
  dreamJobs: number;
  /** Self-assessment steps submitted at least once (of six). */
  stepsSubmitted: number;
}

type AchievementFact = keyof AchievementFacts;

export interface AchievementDefinition {
  id: string;
  emoji: string;
  title: string;
  /** What it takes, in words a person reads on 마이페이지. */
  howTo: string;
  fact: AchievementFact;
  target: number;
}

export const ACHIEVEMENTS = [
  {
    id: 'first-roadmap',
    emoji: '🗺️',
    title: '첫 로드맵',
    howTo: '로드맵을 하나 만들어요.',
    fact: 'roadmaps',
    target: 1,
  },
  {
    id: 'first-mission',
    emoji: '🌱',
    title: '첫 미션 완료',
    howTo: '로드맵의 미션을 하나 완료해요.',
    fact: 'missionsCompleted',
    target: 1,
  },
  {
    id: 'first-reflection',
    emoji: '✍️',
    title: '첫 소감',
    howTo: '미션을 완료하면서 소감을 남겨요.',
    fact: 'reflections',
    target: 1,
  },
  {
    id: 'missions-10',
    emoji: '🔟',
    title: '미션 10개',
    howTo: '미션을 10개 완료해요.',
    fact: 'missionsCompleted',
    target: 10,
  },
  {
    id: 'missions-30',
    emoji: '🏅',
    title: '미션 30개',
    howTo: '미션을 30개 완료해요.',
    fact: 'missionsCompleted',
    target: 30,
  },
  {
    id: 'streak-3',
    emoji: '🔥',
    title: '3일 연속',
    howTo: '한 로드맵에서 3일 연속으로 미션을 완료해요.',
    fact: 'bestStreak',
    target: 3,
  },
  {
    id: 'streak-7',
    emoji: '📅',
    title: '7일 연속',
    howTo: '한 로드맵에서 7일 연속으로 미션을 완료해요.',
    fact: 'bestStreak',
    target: 7,
  },
  {
    id: 'streak-30',
    emoji: '🌟',
    title: '30일 연속',
    howTo: '한 로드맵에서 30일 연속으로 미션을 완료해요.',
    fact: 'bestStreak',
    target: 30,
  },
  {
    id: 'first-milestone',
    emoji: '🚩',
    title: '첫 마일스톤 완주',
    howTo: '마일스톤 하나의 미션을 모두 완료해요.',
    fact: 'milestonesCompleted',
    target: 1,
  },
  {
    id: 'roadmap-complete',
    emoji: '🏁',
    title: '로드맵 완주',
    howTo: '로드맵 하나의 미션을 모두 완료해요.',
    fact: 'roadmapsCompleted',
    target: 1,
  },
  { id: 'level-3', emoji: '⭐', title: '레벨 3', howTo: '한 로드맵에서 레벨 3이 돼요.', fact: 'bestLevel', target: 3 },
  { id: 'level-5', emoji: '🚀', title: '레벨 5', howTo: '한 로드맵에서 레벨 5가 돼요.', fact: 'bestLevel', target: 5 },
  {
    id: 'first-dream-job',
    emoji: '💫',
    title: '첫 꿈의 직업',
    howTo: '관심 있는 직업을 꿈 목록에 담아요.',
    fact: 'dreamJobs',
    target: 1,
  },
  {
    id: 'first-step',
    emoji: '🧭',
    title: '첫 검사',
    howTo: '진로 검사 한 단계를 마쳐요.',
    fact: 'stepsSubmitted',
    target: 1,
  },
  {
    id: 'all-steps',
    emoji: '🧩',
    title: '여섯 단계 모두',
    howTo: '진로 검사 여섯 단계를 모두 마쳐요.',
    fact: 'stepsSubmitted',
    target: 6,
  },
] as const satisfies readonly AchievementDefinition[];

export type AchievementId = (typeof ACHIEVEMENTS)[number]['id'];

/** The achievements whose condition holds for these facts, in table order. */
export function achievementsMet(facts: AchievementFacts): AchievementId[] {
  return ACHIEVEMENTS.filter((achievement) => facts[achievement.fact] >= achievement.target).map(
    (achievement) => achievement.id,
  );
}

import { describe, expect, it } from 'vitest';
import { EMPTY_PROFILE, type FitProfile, fitMission } from './mission-fit';
import { getMissionMarket, type MarketMission } from './mission-market';
import { chooseDailyMissions, type DailyInput, pickPersonalisedMissions, pickRandomMissions } from './suggestions';

const market = getMissionMarket();

/** A person whose interest test says I then R, who likes IT and research. */
const investigativeRealistic: FitProfile = {
  ...EMPTY_PROFILE,
  riasec: ['I', 'R'],
  riasecSource: 'assessment',
  industries: new Map([
    ['it', { name: 'IT·소프트웨어', jobName: null }],
    ['science', { name: '연구·과학', jobName: null }],
  ]),
};

const isItOrScience = (mission: MarketMission) =>
  mission.tags.riasec.includes('I') ||
  mission.tags.riasec.includes('R') ||
  mission.tags.industries.some((industry) => ['it', 'science', 'engineering'].includes(industry));

describe('personalised missions', () => {
  it('give an I-R persona far more IT/science-tagged missions than a random set', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e']) {
      const personal = pickPersonalisedMissions(market.missions, investigativeRealistic, seed, 50);
      const random = pickRandomMissions(market.missions, seed, 50);
      const personalHits = personal.filter(({ mission }) => isItOrScience(mission)).length;
      const randomHits = random.filter(({ mission }) => isItOrScience(mission)).length;
      expect(personalHits, seed).toBeGreaterThanOrEqual(45);
      expect(personalHits, seed).toBeGreaterThan(randomHits + 15);
    }
  });

  it('say why, in Korean, naming the interest type or the field', () => {
    const [first] = pickPersonalisedMissions(market.missions, investigativeRealistic, 'why', 1);
    expect(first?.why).toMatch(
      /흥미 유형 I\(탐구형\)과 잘 맞아요|관심 분야 ‘(IT·소프트웨어|연구·과학)’과 관련된 미션이에요/,
    );
  });

  it('leave out completed missions while there are enough others', () => {
    const best = pickPersonalisedMissions(market.missions, investigativeRealistic, 'x', 10);
    const done = new Set(best.map(({ mission }) => mission.id));
    const next = pickPersonalisedMissions(market.missions, investigativeRealistic, 'x', 10, done);
    expect(next.some(({ mission }) => done.has(mission.id))).toBe(false);
  });

  it('explain a roadmap job match with the job name', () => {
    const profile: FitProfile = {
      ...EMPTY_PROFILE,
      industries: new Map([['healthcare', { name: '보건·의료', jobName: '간호사' }]]),
    };
    const mission = market.findById('m-explore-016');
    if (!mission) throw new Error('m-explore-016');
    expect(fitMission(mission, profile).why).toBe('로드맵 직업 ‘간호사’의 분야(보건·의료)와 이어지는 미션이에요');
  });
});

describe('random missions', () => {
  it('are the same for the same seed and differ for another', () => {
    const ids = (seed: string) => pickRandomMissions(market.missions, seed, 50).map(({ mission }) => mission.id);
    expect(ids('same')).toEqual(ids('same'));
    expect(ids('same')).not.toEqual(ids('other'));
    expect(new Set(ids('same')).size).toBe(50);
  });
});

function dailyInput(overrides: Partial<DailyInput> = {}): DailyInput {
  return {
    missions: market.missions,
    findMission: market.findById,
    profile: investigativeRealistic,
    roadmaps: [],
    completedMissionIds: new Set(),
    yesterdayMissionIds: new Set(),
    seed: 'person:2026-03-02',
    ...overrides,
  };
}

describe("today's missions (pure choice)", () => {
  const roadmaps = [
    {
      id: 'r2',
      title: '간호사',
      rank: 2,
      nextMilestone: { title: '기초 지식 쌓기', openMissionIds: ['m-learning-034'] },
    },
    {
      id: 'r1',
      title: '데이터 분석가',
      rank: 1,
      nextMilestone: { title: '직무 이해하기', openMissionIds: ['m-explore-001', 'm-explore-018'] },
    },
    { id: 'r3', title: '셋째', rank: 3, nextMilestone: { title: '셋', openMissionIds: ['m-habit-001'] } },
  ];

  it('are three by fit without roadmaps, from three different categories', () => {
    const picks = chooseDailyMissions(dailyInput());
    expect(picks).toHaveLength(3);
    const categories = picks.map((pick) => market.findById(pick.missionId)?.category.id);
    expect(new Set(categories).size).toBe(3);
    expect(picks.every((pick) => pick.roadmap === null && pick.why.length > 0)).toBe(true);
  });

  it('take one from the next milestone of each of the first two roadmaps by rank, then three by fit', () => {
    const picks = chooseDailyMissions(dailyInput({ roadmaps }));
    expect(picks).toHaveLength(5);
    expect(picks[0]).toMatchObject({
      roadmap: { _id: 'r1', title: '데이터 분석가', milestoneTitle: '직무 이해하기' },
      why: '로드맵 ‘데이터 분석가’의 다음 마일스톤 ‘직무 이해하기’에 도움이 돼요',
    });
    expect(['m-explore-001', 'm-explore-018']).toContain(picks[0]?.missionId);
    expect(picks[1]).toMatchObject({ missionId: 'm-learning-034', roadmap: { _id: 'r2' } });
    expect(new Set(picks.map((pick) => pick.missionId)).size).toBe(5);
  });

  it('never suggest a completed mission', () => {
    const completed = new Set(
      market.missions
        .slice(0, 300)
        .map((mission) => mission.id)
        .filter((id) => id !== 'm-explore-018'),
    );
    expect(completed.has('m-explore-001')).toBe(true);
    for (const seed of ['1', '2', '3', '4', '5', '6']) {
      const picks = chooseDailyMissions(dailyInput({ roadmaps, completedMissionIds: completed, seed }));
      expect(
        picks.some((pick) => completed.has(pick.missionId)),
        seed,
      ).toBe(false);
      expect(picks.find((pick) => pick.roadmap?._id === 'r1')?.missionId).toBe('m-explore-018');
    }
  });

  it("are the same for the same seed, and avoid yesterday's when there are others", () => {
    const today = chooseDailyMissions(dailyInput());
    expect(chooseDailyMissions(dailyInput())).toEqual(today);
    const tomorrow = chooseDailyMissions(
      dailyInput({ seed: 'person:2026-03-03', yesterdayMissionIds: new Set(today.map((pick) => pick.missionId)) }),
    );
    expect(tomorrow.some((pick) => today.some((earlier) => earlier.missionId === pick.missionId))).toBe(false);
  });

  it('still suggest gently, with a reason, when nothing is known of the person', () => {
    const picks = chooseDailyMissions(dailyInput({ profile: EMPTY_PROFILE }));
    expect(picks).toHaveLength(3);
    for (const pick of picks) expect(pick.why).toMatch(/미션이에요|넓혀 봐요/);
  });
});

import { EMPTY_PROFILE, type FitProfile } from '../src/server/modules/missions/mission-fit';
import { getMissionMarket } from '../src/server/modules/missions/mission-market';
import {
  chooseDailyMissions,
  pickPersonalisedMissions,
  pickRandomMissions,
} from '../src/server/modules/missions/suggestions';
import { searchIndex } from '../src/shared/korean-search';

/** Median time of `run` over `rounds`, after `warmup` untimed calls. */
function medianMs(run: () => unknown, rounds = 50, warmup = 20): number {
  for (let i = 0; i < warmup; i++) run();
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

const SEARCH_QUERIES = ['포트폴리오', 'ㅌㅈㅇㅅ', '면접', '영어 기사', '자기소개서 문항', 'ㄱ', '우주정거장'];

const profile: FitProfile = {
  ...EMPTY_PROFILE,
  riasec: ['I', 'R', 'C'],
  riasecSource: 'assessment',
  industries: new Map([['it', { name: 'IT·소프트웨어', jobName: '데이터 분석가' }]]),
  skills: new Map([['2.A.1.a', { label: '읽고 이해하기', jobName: '데이터 분석가' }]]),
};

export interface MissionTiming {
  label: string;
  medianMs: number;
}

/** The mission market's hot paths: search, a 50-mission set (random and personalised), today's choice. */
export function timeMissionPaths(rounds = 50): MissionTiming[] {
  const market = getMissionMarket();
  const timings: MissionTiming[] = SEARCH_QUERIES.map((query) => ({
    label: `search ${query}`,
    medianMs: medianMs(() => searchIndex(market.searchIndex, query), rounds),
  }));
  let seed = 0;
  timings.push({
    label: 'random 50',
    medianMs: medianMs(() => pickRandomMissions(market.missions, String(seed++), 50), rounds),
  });
  timings.push({
    label: 'personalised 50',
    medianMs: medianMs(() => pickPersonalisedMissions(market.missions, profile, String(seed++), 50), rounds),
  });
  timings.push({
    label: 'daily choice',
    medianMs: medianMs(
      () =>
        chooseDailyMissions({
          missions: market.missions,
          findMission: market.findById,
          profile,
          roadmaps: [
            {
              id: 'r',
              title: '데이터 분석가',
              rank: 1,
              nextMilestone: { title: '직무 이해하기', openMissionIds: ['m-explore-001'] },
            },
          ],
          completedMissionIds: new Set(market.missions.slice(0, 100).map((mission) => mission.id)),
          yesterdayMissionIds: new Set(),
          seed: `person:${seed++}`,
        }),
      rounds,
    ),
  });
  return timings;
}

import { createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import type { EarnedAchievement } from '../../../shared/contracts/achievements';
import type { CompletionResult } from '../../../shared/contracts/roadmaps';
import { api } from '../../lib/api';

/**
 * What to celebrate: after a mission completion that levelled a roadmap up or earned
 * achievements, wherever it was made (a mission page, today's missions on home), one entry per
 * completion, shown one at a time by CelebrationHost.
 */
export interface Celebration {
  key: string;
  /** The roadmap's new level when this completion levelled it up. */
  level: number | null;
  achievements: EarnedAchievement[];
}

interface CelebrationState {
  queue: Celebration[];
}

const initialState: CelebrationState = { queue: [] };

/** RTK Query's fulfilled action of the `setMissionCompleted` mutation (roadmaps-api.ts). */
function isMissionCompleted(
  action: UnknownAction,
): action is UnknownAction & { payload: CompletionResult; meta: { requestId: string } } {
  const meta = (action as { meta?: { arg?: { endpointName?: string; type?: string } } }).meta;
  return (
    action.type === `${api.reducerPath}/executeMutation/fulfilled` &&
    meta?.arg?.type === 'mutation' &&
    meta.arg.endpointName === 'setMissionCompleted'
  );
}

export const celebrationSlice = createSlice({
  name: 'celebrations',
  initialState,
  reducers: {
    celebrationDone(state, action: PayloadAction<string>) {
      state.queue = state.queue.filter((celebration) => celebration.key !== action.payload);
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isMissionCompleted, (state, action) => {
      const result = action.payload;
      // Defensive: an answer from a server before achievements has no list.
      const achievements = result.newAchievements ?? [];
      if (!result.leveledUp && achievements.length === 0) return;
      state.queue.push({
        key: action.meta.requestId,
        level: result.leveledUp ? result.game.level : null,
        achievements,
      });
    });
  },
  selectors: {
    selectCurrentCelebration: (state) => state.queue[0] ?? null,
  },
});

export const { celebrationDone } = celebrationSlice.actions;
export const { selectCurrentCelebration } = celebrationSlice.selectors;

/** What the polite live region says for a celebration. */
export function celebrationMessage(celebration: Celebration): string {
  const parts: string[] = [];
  if (celebration.level !== null) parts.push(`레벨 업! 이 로드맵이 레벨 ${celebration.level}에 올랐어요.`);
  if (celebration.achievements.length > 0) {
    parts.push(`새 업적을 얻었어요: ${celebration.achievements.map((achievement) => achievement.title).join(', ')}.`);
  }
  return parts.join(' ');
}

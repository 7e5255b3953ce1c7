import { createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import type { EarnedAchievement } from '../../../shared/contracts/achievements';
import type { CompletionResult } from '../../../shared/contracts/roadmaps';
import { api } from '../../lib/api';

/**
 * What to celebrate: after a mission completion that levelled a roadmap up or earned
 * achievements, wherever it was made (a mission page, today's missions on home), shown by
 * CelebrationHost. A completion while one is showing joins it (a new key shows it afresh), so
 * quick completions never leave a line of toasts to wait through.
 */
export interface Celebration {
  key: string;
  /** The roadmap's new level when this completion levelled it up. */
  level: number | null;
  achievements: EarnedAchievement[];
}

interface CelebrationState {
  current: Celebration | null;
}

const initialState: CelebrationState = { current: null };

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
      if (state.current?.key === action.payload) state.current = null;
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isMissionCompleted, (state, action) => {
      const result = action.payload;
      // Defensive: an answer from a server before achievements has no list.
      const achievements = result.newAchievements ?? [];
      if (!result.leveledUp && achievements.length === 0) return;
      const shown = state.current;
      state.current = {
        key: action.meta.requestId,
        level: result.leveledUp ? result.game.level : (shown?.level ?? null),
        achievements: [...(shown?.achievements ?? []), ...achievements],
      };
    });
  },
  selectors: {
    selectCurrentCelebration: (state) => state.current,
  },
});

export const { celebrationDone } = celebrationSlice.actions;
export const { selectCurrentCelebration } = celebrationSlice.selectors;

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, seoulDay, weekStart } from './calendar';
import { levelOf, levelStartXp, streakOf, xpAward } from './game-rules';

describe('calendar', () => {
  it('reads the day in Asia/Seoul (UTC+9)', () => {
    expect(seoulDay(new Date('2026-03-01T14:59:59Z'))).toBe('2026-03-01');
    expect(seoulDay(new Date('2026-03-01T15:00:00Z'))).toBe('2026-03-02');
  });

  it('adds days across months and years, and finds the Monday of a week', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(weekStart('2026-03-04')).toBe('2026-03-02'); // Wednesday → Monday
    expect(weekStart('2026-03-08')).toBe('2026-03-02'); // Sunday belongs to the week before it
    expect(weekStart('2026-03-02')).toBe('2026-03-02');
  });
});

describe('levels', () => {
  it('start at 25·n·(n−1) XP: 0, 50, 150, 300, 500', () => {
    expect([1, 2, 3, 4, 5].map(levelStartXp)).toEqual([0, 50, 150, 300, 500]);
    expect(levelOf(0)).toEqual({ level: 1, levelStartXp: 0, nextLevelXp: 50 });
    expect(levelOf(49).level).toBe(1);
    expect(levelOf(50)).toEqual({ level: 2, levelStartXp: 50, nextLevelXp: 150 });
    expect(levelOf(449).level).toBe(4);
    expect(levelOf(500).level).toBe(5);
  });

  it('never go down as XP grows, and each level asks 50 XP more than the one before', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.nat(1000), (xp, more) => {
        const now = levelOf(xp);
        expect(levelOf(xp + more).level).toBeGreaterThanOrEqual(now.level);
        expect(now.levelStartXp).toBeLessThanOrEqual(xp);
        expect(xp).toBeLessThan(now.nextLevelXp);
        expect(now.nextLevelXp - now.levelStartXp).toBe(50 * now.level);
      }),
    );
  });
});

// 2026-03-02 is a Monday.
const MON = '2026-03-02';
const day = (offset: number) => addDays(MON, offset);

describe('streak', () => {
  it('counts consecutive days with a completion, today included once done', () => {
    expect(streakOf([day(0), day(1), day(2)], [], day(2))).toMatchObject({ current: 3, isActiveToday: true });
  });

  it('is not broken by an empty today: the day is not over', () => {
    expect(streakOf([day(0), day(1)], [], day(2))).toMatchObject({ current: 2, isActiveToday: false });
  });

  it('forgives one rest day a week (Monday–Sunday), and says it was used', () => {
    const state = streakOf([day(0), day(2), day(3)], [], day(3));
    expect(state).toMatchObject({ current: 3, restDaysPerWeek: 1, restDayUsedThisWeek: true });
  });

  it('ends the run at a second day off in the same week, but keeps counting the new run', () => {
    // Mon active, Tue and Wed off, Thu and Fri active.
    expect(streakOf([day(0), day(3), day(4)], [], day(4)).current).toBe(2);
  });

  it('gives a new rest day each week', () => {
    // Week 1: Tue off. Week 2: Wed off. Every other day active, up to Friday of week 2.
    const active = Array.from({ length: 12 }, (_, i) => day(i)).filter((d) => d !== day(1) && d !== day(9));
    expect(streakOf(active, [], day(11)).current).toBe(10);
    expect(streakOf(active, [], day(11)).restDayUsedThisWeek).toBe(true);
  });

  it('freezes during an exam pause: paused days neither count nor break it', () => {
    // Active Mon–Tue, paused Wed–next Tue (a week of exams), active again next Wed.
    const pauses = [{ startedOn: day(2), endedOn: day(8) }];
    const state = streakOf([day(0), day(1), day(9)], pauses, day(9));
    expect(state).toMatchObject({ current: 3, isPaused: false, restDayUsedThisWeek: false });
    // Without the pause the same days would be a run of one.
    expect(streakOf([day(0), day(1), day(9)], [], day(9)).current).toBe(1);
  });

  it('reports an open pause and the day it started; days up to today are frozen', () => {
    const state = streakOf([day(0), day(1)], [{ startedOn: day(3), endedOn: null }], day(6));
    // Wed (day 2) was the rest day; Thu–Sun are paused.
    expect(state).toMatchObject({ current: 2, isPaused: true, pausedSince: day(3) });
  });

  it('counts a completion made during a pause', () => {
    const state = streakOf([day(0), day(1), day(2)], [{ startedOn: day(1), endedOn: null }], day(2));
    expect(state.current).toBe(3);
  });

  it('is 0 with nothing done, and never negative', () => {
    expect(streakOf([], [], day(0))).toMatchObject({ current: 0, isActiveToday: false, restDayUsedThisWeek: false });
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: -60, max: 0 }), { maxLength: 40 }), (offsets) => {
        const state = streakOf(
          offsets.map((offset) => day(offset)),
          [],
          day(0),
        );
        expect(state.current).toBeGreaterThanOrEqual(0);
        expect(state.current).toBeLessThanOrEqual(offsets.length);
      }),
    );
  });
});

describe('xpAward', () => {
  it('gives the mission’s XP, then what room is left under the day’s cap, then nothing', () => {
    expect(xpAward(20, 0, 100)).toBe(20);
    expect(xpAward(20, 90, 100)).toBe(10);
    expect(xpAward(20, 100, 100)).toBe(0);
    expect(xpAward(20, 130, 100)).toBe(0);
  });
});

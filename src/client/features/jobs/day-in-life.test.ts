import { describe, expect, it } from 'vitest';
import { buildDayInLife } from './day-in-life';

describe('buildDayInLife', () => {
  it('puts every task in the day, in order and in time order, around lunch', () => {
    const tasks = ['하나', '둘', '셋', '넷', '다섯'];
    const day = buildDayInLife(tasks);
    expect(day.filter((moment) => moment.isTask).map((moment) => moment.text)).toEqual(tasks);
    const times = day.map((moment) => moment.time);
    expect(times).toEqual([...times].sort());
    expect(day.map((moment) => moment.title)).toContain('점심시간');
    expect(day[0]?.title).toBe('하루 시작');
    expect(day.at(-1)?.title).toBe('하루 마무리');
  });

  it('keeps eight tasks in time order', () => {
    const times = buildDayInLife(['1', '2', '3', '4', '5', '6', '7', '8']).map((moment) => moment.time);
    expect(times).toEqual([...times].sort());
  });

  it('is the same for the same tasks', () => {
    expect(buildDayInLife(['가', '나', '다', '라'])).toEqual(buildDayInLife(['가', '나', '다', '라']));
  });
});

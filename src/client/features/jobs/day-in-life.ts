/**
 * A day in the life of a job, put together from its tasks: the product has no diary of real
 * workers, so the page says plainly that this is a day built from what the job does.
 */
export interface DayMoment {
  time: string;
  title: string;
  text: string;
  isTask: boolean;
}

const MORNING = ['09:30', '10:15', '11:00', '11:45'];
const AFTERNOON = ['13:30', '14:30', '15:30', '16:30'];

export function buildDayInLife(tasks: readonly string[]): DayMoment[] {
  const shown = tasks.slice(0, MORNING.length + AFTERNOON.length);
  // The first half of the tasks before lunch, the rest after it.
  const morningCount = Math.ceil(shown.length / 2);
  const morning = shown.slice(0, morningCount).map((text, i) => ({ time: MORNING[i] ?? '', text }));
  const afternoon = shown.slice(morningCount).map((text, i) => ({ time: AFTERNOON[i] ?? '', text }));
  const task = ({ time, text }: { time: string; text: string }, n: number): DayMoment => ({
    time,
    title: `하는 일 ${n}`,
    text,
    isTask: true,
  });
  return [
    { time: '09:00', title: '하루 시작', text: '오늘 할 일과 일정을 확인해요.', isTask: false },
    ...morning.map((moment, i) => task(moment, i + 1)),
    { time: '12:30', title: '점심시간', text: '잠시 쉬면서 오후를 준비해요.', isTask: false },
    ...afternoon.map((moment, i) => task(moment, morning.length + i + 1)),
    { time: '18:00', title: '하루 마무리', text: '한 일을 정리하고 내일 할 일을 적어요.', isTask: false },
  ];
}

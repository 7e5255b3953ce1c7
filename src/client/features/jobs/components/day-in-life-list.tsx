import { buildDayInLife } from '../day-in-life';
import experience from '../experience.module.css';

export function DayInLifeList({ tasks }: { tasks: readonly string[] }) {
  return (
    <ol className={experience.timeline}>
      {buildDayInLife(tasks).map((moment) => (
        <li key={`${moment.time}-${moment.title}`} className={experience.moment}>
          <time className={experience.time}>{moment.time}</time>
          <div>
            <p className={experience.momentTitle}>{moment.title}</p>
            <p>{moment.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

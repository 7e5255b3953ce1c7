import type { ResultByStep } from '../../../../shared/contracts/report';
import styles from '../report.module.css';
import { relativeWord } from '../score-words';

type Scores = ResultByStep['interest']['scores'];

const SIZE = 260;
const CENTRE = SIZE / 2;
const RADIUS = 88;
const LEVELS = [25, 50, 75, 100];

/** The point on axis `index` (of six, R at the top, clockwise) at `score` of 100. */
function point(index: number, score: number): [number, number] {
  const angle = -Math.PI / 2 + (index * Math.PI) / 3;
  const length = (RADIUS * score) / 100;
  return [CENTRE + length * Math.cos(angle), CENTRE + length * Math.sin(angle)];
}

const polygon = (values: number[]) => values.map((value, index) => point(index, value).join(',')).join(' ');

/**
 * Holland's hexagon, drawn by hand (no chart library): the six interest types in R-I-A-S-E-C order
 * around it, the person's scores as a shape. The same, in words, are in the table beside it, for
 * screen readers and for print.
 */
export function RiasecRadar({ scores }: { scores: Scores }) {
  const max = Math.max(0, ...scores.map((score) => score.score));
  return (
    <figure className={styles.figure}>
      <svg
        className={styles.radar}
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        role="img"
        aria-label="흥미 유형 육각형 그래프. 유형별 관심 정도는 아래 표에 있어요."
      >
        {LEVELS.map((level) => (
          <polygon key={level} className={styles.radarGrid} points={polygon(scores.map(() => level))} />
        ))}
        {scores.map((score, index) => {
          const [x, y] = point(index, 100);
          return <line key={score.type} className={styles.radarAxis} x1={CENTRE} y1={CENTRE} x2={x} y2={y} />;
        })}
        <polygon className={styles.radarShape} points={polygon(scores.map((score) => score.score))} />
        {scores.map((score, index) => {
          const [x, y] = point(index, score.score);
          return <circle key={score.type} className={styles.radarPoint} cx={x} cy={y} r={3.5} />;
        })}
        {scores.map((score, index) => {
          const [x, y] = point(index, 128);
          return (
            <text
              key={score.type}
              className={styles.radarLabel}
              x={x}
              y={y}
              textAnchor="middle"
              dominantBaseline="middle"
            >
              {score.label}
            </text>
          );
        })}
      </svg>
      <figcaption className={styles.explanation}>
        육각형의 꼭짓점은 여섯 흥미 유형이에요. 색칠한 모양이 어느 꼭짓점 쪽으로 길게 뻗을수록 그 유형의 활동을 더
        좋아한다는 뜻이고, 가장 많이 뻗은 유형들이 나의 흥미 코드가 돼요.
      </figcaption>
      <table className={styles.table}>
        <caption>흥미 유형별 관심 정도 (나의 가장 높은 유형과 견주어)</caption>
        <thead>
          <tr>
            <th scope="col">유형</th>
            <th scope="col">관심 정도</th>
          </tr>
        </thead>
        <tbody>
          {scores.map((score) => (
            <tr key={score.type}>
              <th scope="row">
                {score.label} ({score.type})
              </th>
              <td>{relativeWord(score.score, max)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

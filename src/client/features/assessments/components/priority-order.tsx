import { josa } from 'es-hangul';
import { type PointerEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import styles from '../assessments.module.css';
import { dropIndex, moveItem } from '../reorder';
import type { CardView } from './card-select';

interface PriorityOrderProps {
  /** The selected cards, in the order they were picked. */
  cards: readonly CardView[];
  priority: readonly string[];
  range: { min: number; max: number };
  onChange: (priority: string[]) => void;
}

/**
 * Choosing 3–5 of the selected cards and ordering them, most important first. Every change can be
 * made with buttons (a keyboard or a switch), or by dragging an item's handle (mouse or touch);
 * each is announced, and the focus stays with the card that moved.
 */
export function PriorityOrder({ cards, priority, range, onChange }: PriorityOrderProps) {
  const base = useId();
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState<string | null>(null);
  const list = useRef<HTMLOListElement>(null);
  // Which control should have the focus after the change re-renders the lists.
  const focusNext = useRef<string[] | null>(null);

  const labelOf = (id: string) => cards.find((card) => card.id === id)?.label ?? id;
  const ranked = priority.filter((id) => cards.some((card) => card.id === id));
  const pool = cards.filter((card) => !ranked.includes(card.id));
  const controlId = (id: string, control: 'up' | 'down' | 'remove' | 'add') => `${base}-${control}-${id}`;

  useLayoutEffect(() => {
    const candidates = focusNext.current;
    if (!candidates) return;
    focusNext.current = null;
    for (const id of candidates) {
      const element = document.getElementById(id);
      if (element instanceof HTMLButtonElement && !element.disabled) {
        element.focus();
        return;
      }
    }
  });

  const move = (id: string, to: number) => {
    const from = ranked.indexOf(id);
    if (from === -1 || to < 0 || to >= ranked.length || to === from) return;
    onChange(moveItem(ranked, from, to));
    setAnnouncement(`‘${labelOf(id)}’${josa.pick(labelOf(id), '을/를')} ${to + 1}위로 옮겼어요.`);
    focusNext.current =
      to < from ? [controlId(id, 'up'), controlId(id, 'down')] : [controlId(id, 'down'), controlId(id, 'up')];
  };

  const add = (id: string) => {
    if (ranked.length >= range.max) {
      setAnnouncement(`순위에는 ${range.max}개까지 넣을 수 있어요. 하나를 빼고 넣어 주세요.`);
      return;
    }
    const poolIndex = pool.findIndex((card) => card.id === id);
    const rest = pool.filter((card) => card.id !== id);
    onChange([...ranked, id]);
    setAnnouncement(`‘${labelOf(id)}’${josa.pick(labelOf(id), '을/를')} ${ranked.length + 1}위에 넣었어요.`);
    const neighbour = rest[Math.min(poolIndex, rest.length - 1)];
    focusNext.current = [
      ...(neighbour ? [controlId(neighbour.id, 'add')] : []),
      controlId(id, 'up'),
      controlId(id, 'remove'),
    ];
  };

  const remove = (id: string) => {
    const index = ranked.indexOf(id);
    const rest = ranked.filter((candidate) => candidate !== id);
    onChange(rest);
    setAnnouncement(`‘${labelOf(id)}’${josa.pick(labelOf(id), '을/를')} 순위에서 뺐어요.`);
    const neighbour = rest[Math.min(index, rest.length - 1)];
    focusNext.current = [...(neighbour ? [controlId(neighbour, 'remove')] : []), controlId(id, 'add')];
  };

  const dragMove = (event: PointerEvent, id: string) => {
    if (dragging !== id || !list.current) return;
    const rects = [...list.current.children].map((item) => item.getBoundingClientRect());
    const to = dropIndex(event.clientY, rects);
    const from = ranked.indexOf(id);
    if (to !== from) onChange(moveItem(ranked, from, to));
  };

  const dragEnd = (id: string) => {
    if (dragging !== id) return;
    setDragging(null);
    setAnnouncement(`‘${labelOf(id)}’${josa.pick(labelOf(id), '을/를')} ${ranked.indexOf(id) + 1}위에 놓았어요.`);
  };

  return (
    <>
      <section className={styles.section} aria-labelledby={`${base}-ranked`}>
        <h2 id={`${base}-ranked`} className={styles.sectionTitle}>
          나의 순위
        </h2>
        <p className={styles.muted}>
          {ranked.length}개 넣었어요 ({range.min}~{range.max}개). 맨 위가 1위예요. 버튼이나 손잡이(⠿)로 순서를 바꿀 수
          있어요.
        </p>
        {ranked.length === 0 ? (
          <p className={styles.emptyRank}>아래 ‘고른 카드’에서 가장 중요한 것부터 눌러 순위에 넣어 주세요.</p>
        ) : (
          <ol ref={list} className={styles.rankList}>
            {ranked.map((id, index) => (
              <li key={id} className={styles.rankItem} data-dragging={dragging === id}>
                <span
                  className={styles.handle}
                  aria-hidden="true"
                  onPointerDown={(event) => {
                    event.currentTarget.setPointerCapture(event.pointerId);
                    setDragging(id);
                  }}
                  onPointerMove={(event) => dragMove(event, id)}
                  onPointerUp={() => dragEnd(id)}
                  onPointerCancel={() => dragEnd(id)}
                >
                  ⠿
                </span>
                <span className={styles.rank}>{index + 1}위</span>
                <span className={styles.rankLabel}>{labelOf(id)}</span>
                <span className={styles.rankButtons}>
                  <button
                    id={controlId(id, 'up')}
                    type="button"
                    className={styles.smallButton}
                    aria-label={`${labelOf(id)} 한 칸 위로`}
                    disabled={index === 0}
                    onClick={() => move(id, index - 1)}
                  >
                    ▲
                  </button>
                  <button
                    id={controlId(id, 'down')}
                    type="button"
                    className={styles.smallButton}
                    aria-label={`${labelOf(id)} 한 칸 아래로`}
                    disabled={index === ranked.length - 1}
                    onClick={() => move(id, index + 1)}
                  >
                    ▼
                  </button>
                  <button
                    id={controlId(id, 'remove')}
                    type="button"
                    className={styles.smallButton}
                    aria-label={`${labelOf(id)} 순위에서 빼기`}
                    onClick={() => remove(id)}
                  >
                    빼기
                  </button>
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section className={styles.section} aria-labelledby={`${base}-pool`}>
        <h2 id={`${base}-pool`} className={styles.sectionTitle}>
          고른 카드
        </h2>
        {pool.length === 0 ? (
          <p className={styles.muted}>고른 카드를 모두 순위에 넣었어요.</p>
        ) : (
          <ul className={styles.pool}>
            {pool.map((card) => (
              <li key={card.id}>
                <button
                  id={controlId(card.id, 'add')}
                  type="button"
                  className={styles.poolButton}
                  onClick={() => add(card.id)}
                >
                  <span className={styles.addMark} aria-hidden="true">
                    +
                  </span>
                  <span className={styles.cardLabel}>{card.label}</span>
                  <span className="visually-hidden">순위에 넣기</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}

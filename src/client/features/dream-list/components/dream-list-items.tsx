import { useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { DreamJob } from '../../../../shared/contracts/dream-list';
import { focusPageHeading } from '../../../lib/page-focus';
import { jobPath, paths, toPath } from '../../../lib/paths';
import styles from '../dream-list.module.css';

interface DreamListItemsProps {
  items: DreamJob[];
  isBusy: boolean;
  onMove: (item: DreamJob, offset: -1 | 1) => Promise<unknown>;
  /** Resolves true once the item is removed (it leaves `items` when the list is loaded again). */
  onRemove: (item: DreamJob) => Promise<boolean>;
}

function customJobPath(name: string): string {
  return toPath(paths.myJobCustom, { jobName: name });
}

/**
 * The list in the person's order. 위로/아래로 move an item one place; the pressed button keeps
 * the keyboard focus as the item moves (React moves the element, which drops its focus), so a
 * keyboard user can press it again. While a change is being saved, presses are ignored. When an
 * item is removed, the keyboard goes to the next item's name (the previous one's after the last,
 * the page's heading once the list is empty) instead of dropping to the page.
 */
export function DreamListItems({ items, isBusy, onMove, onRemove }: DreamListItemsProps) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterMove = useRef<{ id: string; offset: -1 | 1 } | null>(null);

  const refocus = () => {
    const target = focusAfterMove.current;
    if (!target) return;
    const same = buttons.current.get(`${target.id}:${target.offset}`);
    const other = buttons.current.get(`${target.id}:${-target.offset}`);
    const next = same && !same.disabled ? same : other;
    if (next && document.activeElement !== next) next.focus();
  };
  // After every render while a move is under way: the item's element may just have moved.
  useLayoutEffect(refocus);

  const names = useRef(new Map<string, HTMLAnchorElement>());
  const focusAfterRemove = useRef<{ removed: string; candidates: string[] } | null>(null);
  useLayoutEffect(() => {
    const pending = focusAfterRemove.current;
    if (!pending || items.some((item) => item.id === pending.removed)) return;
    focusAfterRemove.current = null;
    const target = pending.candidates.map((id) => names.current.get(id)).find((link) => link !== undefined);
    if (target) target.focus();
    else focusPageHeading();
  });
  // The last item removed: the list itself goes away.
  useLayoutEffect(
    () => () => {
      if (focusAfterRemove.current) focusPageHeading();
    },
    [],
  );

  const remove = async (item: DreamJob, index: number) => {
    if (isBusy) return;
    const candidates = [items[index + 1]?.id, items[index - 1]?.id].filter((id) => id !== undefined);
    focusAfterRemove.current = { removed: item.id, candidates };
    if (!(await onRemove(item))) focusAfterRemove.current = null;
  };

  const move = async (item: DreamJob, offset: -1 | 1) => {
    if (isBusy) return;
    focusAfterMove.current = { id: item.id, offset };
    await onMove(item, offset);
    refocus();
    focusAfterMove.current = null;
  };

  const register = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  return (
    <ol className={styles.list}>
      {items.map((item, index) => (
        <li key={item.id} className={styles.item}>
          <span className={styles.rank} aria-hidden="true">
            {index + 1}
          </span>
          <div className={styles.body}>
            <h2 className={styles.name}>
              <Link
                ref={(element) => {
                  if (element) names.current.set(item.id, element);
                  else names.current.delete(item.id);
                }}
                to={item.kind === 'custom' ? customJobPath(item.name) : jobPath(item.name)}
              >
                {item.name}
              </Link>
              {item.kind === 'custom' && <span className={styles.badge}>나만의 직업</span>}
              {item.kind === 'catalog' && item.job === null && <span className={styles.badge}>목록에서 빠진 직업</span>}
            </h2>
            {item.job && <p className={styles.muted}>{item.job.summary}</p>}
            {item.note && <p className={styles.note}>{item.note}</p>}
            <div className={styles.controls}>
              <button
                type="button"
                ref={register(`${item.id}:-1`)}
                className={styles.smallButton}
                disabled={index === 0}
                aria-label={`${item.name} 위로 옮기기`}
                onClick={() => void move(item, -1)}
              >
                위로
              </button>
              <button
                type="button"
                ref={register(`${item.id}:1`)}
                className={styles.smallButton}
                disabled={index === items.length - 1}
                aria-label={`${item.name} 아래로 옮기기`}
                onClick={() => void move(item, 1)}
              >
                아래로
              </button>
              <button
                type="button"
                className={styles.dangerButton}
                aria-label={`${item.name} 꿈 목록에서 빼기`}
                onClick={() => void remove(item, index)}
              >
                빼기
              </button>
            </div>
          </div>
        </li>
      ))}
    </ol>
  );
}

import { type DragEvent, lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { RoadmapSummary } from '../../../../shared/contracts/roadmaps';
import { focusElement, focusPageHeading } from '../../../lib/page-focus';
import buttons from '../../../ui/button.module.css';
import { Dialog } from '../../../ui/dialog';
import styles from '../roadmaps.module.css';

interface RoadmapListProps {
  roadmaps: RoadmapSummary[];
  roadmapHref: (id: string) => string;
  isBusy: boolean;
  /** Moves a roadmap to a rank; resolves with a Korean error message or null. */
  onMove: (roadmap: RoadmapSummary, rank: number) => Promise<string | null>;
  onRename: (roadmap: RoadmapSummary, title: string) => Promise<string | null>;
  onDelete: (roadmap: RoadmapSummary) => Promise<string | null>;
}

// Shown only once someone asks to rename: its form (and the form library) loads then, not before
// the page is interactive.
const RenameRoadmapForm = lazy(() => import('./rename-roadmap-form'));

const moveButtonId = (id: string, direction: 'up' | 'down') => `roadmap-${direction}-${id}`;
const renameButtonId = (id: string) => `roadmap-rename-${id}`;

/**
 * My roadmaps by rank. Reordered by dragging a card onto another, or — for keyboards, touch and
 * screen readers — with the 위로/아래로 buttons; renamed in place; deleted after a confirmation,
 * after which the keyboard goes to the next roadmap's title (the previous one's after the last,
 * the list's heading once none is left) instead of dropping to the page.
 */
export function RoadmapList({ roadmaps, roadmapHref, isBusy, onMove, onRename, onDelete }: RoadmapListProps) {
  const [draggedId, setDraggedId] = useState<string | null>(null);
  const [dropTargetId, setDropTargetId] = useState<string | null>(null);
  const [renamingId, setRenamingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<RoadmapSummary | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  /** The roadmap whose move button keeps the keyboard while the list re-renders around it. */
  const [refocus, setRefocus] = useState<{ id: string; direction: 'up' | 'down' } | null>(null);

  // The moved card is re-rendered elsewhere in the list: keep the keyboard where the person is.
  // Again on every new list while the focus is still with that card (or dropped to the page): an
  // answer to an earlier move may arrive after this one and move the card, disabling the button
  // it had (a disabled button cannot keep focus). Once the person has moved on, let go.
  useEffect(() => {
    if (!refocus || isBusy || roadmaps.length === 0) return;
    const same = document.getElementById(moveButtonId(refocus.id, refocus.direction)) as HTMLButtonElement | null;
    const other = document.getElementById(moveButtonId(refocus.id, refocus.direction === 'up' ? 'down' : 'up'));
    const active = document.activeElement;
    if (active && active !== document.body && active !== same && active !== other) {
      setRefocus(null);
      return;
    }
    const target = same && !same.disabled ? same : other;
    if (target && active !== target) target.focus();
  }, [refocus, isBusy, roadmaps]);

  const list = useRef<HTMLOListElement>(null);
  const titles = useRef(new Map<string, HTMLAnchorElement>());
  const focusAfterDelete = useRef<{ deleted: string; candidates: string[]; heading: HTMLElement | null } | null>(null);
  // Once the dialog has closed (a modal dialog keeps the focus inside) and the deleted roadmap
  // has left the list (it is loaded again after the deletion).
  useLayoutEffect(() => {
    const pending = focusAfterDelete.current;
    if (!pending || deleting || roadmaps.some((roadmap) => roadmap._id === pending.deleted)) return;
    focusAfterDelete.current = null;
    const target = pending.candidates.map((id) => titles.current.get(id)).find((link) => link !== undefined);
    if (target) target.focus();
    else focusPageHeading();
  });
  // The last roadmap deleted: the list itself (with its dialog) goes away, and its section's
  // heading takes the focus once the dialog has closed.
  useLayoutEffect(
    () => () => {
      const pending = focusAfterDelete.current;
      if (!pending) return;
      queueMicrotask(() => {
        if (!(pending.heading?.isConnected && focusElement(pending.heading))) focusPageHeading();
      });
    },
    [],
  );

  // The rename form closes (saved or cancelled) and takes its field with it: the keyboard goes
  // back to that roadmap's '이름 바꾸기' (once it is enabled again after the save).
  const [renamedId, setRenamedId] = useState<string | null>(null);
  useEffect(() => {
    if (!renamedId || isBusy) return;
    setRenamedId(null);
    const active = document.activeElement;
    if (active && active !== document.body) return;
    document.getElementById(renameButtonId(renamedId))?.focus();
  }, [renamedId, isBusy]);
  const closeRename = (id: string) => {
    setRenamingId(null);
    setRenamedId(id);
  };

  const moveBy = async (roadmap: RoadmapSummary, direction: 'up' | 'down') => {
    await onMove(roadmap, roadmap.rank + (direction === 'up' ? -1 : 1));
    setRefocus({ id: roadmap._id, direction });
  };

  const drop = (event: DragEvent, target: RoadmapSummary) => {
    event.preventDefault();
    const dragged = roadmaps.find((roadmap) => roadmap._id === draggedId);
    setDraggedId(null);
    setDropTargetId(null);
    if (dragged && dragged._id !== target._id) void onMove(dragged, target.rank);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const index = roadmaps.findIndex((roadmap) => roadmap._id === deleting._id);
    const candidates = [roadmaps[index + 1]?._id, roadmaps[index - 1]?._id].filter((id) => id !== undefined);
    const heading = list.current?.closest('section')?.querySelector<HTMLElement>('h2, h1') ?? null;
    focusAfterDelete.current = { deleted: deleting._id, candidates, heading };
    const failure = await onDelete(deleting);
    if (failure) {
      focusAfterDelete.current = null;
      setDeleteError(failure);
    } else setDeleting(null);
  };

  return (
    <>
      <ol ref={list} className={styles.roadmapList} aria-label="내 로드맵, 순위대로">
        {roadmaps.map((roadmap, index) => (
          <li
            key={roadmap._id}
            className={[
              styles.roadmapItem,
              draggedId === roadmap._id ? styles.dragging : '',
              dropTargetId === roadmap._id ? styles.dropTarget : '',
            ].join(' ')}
            draggable={!isBusy && renamingId === null}
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', roadmap._id);
              setDraggedId(roadmap._id);
            }}
            onDragEnd={() => {
              setDraggedId(null);
              setDropTargetId(null);
            }}
            onDragOver={(event) => {
              if (!draggedId) return;
              event.preventDefault();
              setDropTargetId(roadmap._id);
            }}
            onDrop={(event) => drop(event, roadmap)}
          >
            <span className={styles.grip} aria-hidden="true" title="끌어서 순서 바꾸기">
              ⋮⋮
            </span>
            <div className={styles.roadmapMain}>
              <p className={styles.rank}>{roadmap.rank}순위</p>
              <h2 className={styles.roadmapTitle}>
                <Link
                  ref={(element) => {
                    if (element) titles.current.set(roadmap._id, element);
                    else titles.current.delete(roadmap._id);
                  }}
                  to={roadmapHref(roadmap._id)}
                >
                  {roadmap.title}
                </Link>
              </h2>
              <p className={styles.hint}>
                {roadmap.jobName ? `${roadmap.jobName} · ` : ''}레벨 {roadmap.level} · 경험치 {roadmap.xp} · 미션{' '}
                {roadmap.progress.completed}/{roadmap.progress.total} 완료 ({roadmap.progress.percent}%)
              </p>
              {renamingId === roadmap._id ? (
                <Suspense fallback={null}>
                  <RenameRoadmapForm
                    roadmap={roadmap}
                    onCancel={() => closeRename(roadmap._id)}
                    onSave={async (title) => {
                      const failure = await onRename(roadmap, title);
                      if (!failure) closeRename(roadmap._id);
                      return failure;
                    }}
                  />
                </Suspense>
              ) : null}
            </div>
            <div className={styles.itemActions}>
              <button
                type="button"
                id={moveButtonId(roadmap._id, 'up')}
                className={buttons.secondary}
                disabled={isBusy || index === 0}
                aria-label={`${roadmap.title} 위로 옮기기`}
                onClick={() => moveBy(roadmap, 'up')}
              >
                위로
              </button>
              <button
                type="button"
                id={moveButtonId(roadmap._id, 'down')}
                className={buttons.secondary}
                disabled={isBusy || index === roadmaps.length - 1}
                aria-label={`${roadmap.title} 아래로 옮기기`}
                onClick={() => moveBy(roadmap, 'down')}
              >
                아래로
              </button>
              <button
                type="button"
                id={renameButtonId(roadmap._id)}
                className={buttons.ghost}
                disabled={isBusy}
                aria-label={`${roadmap.title} 이름 바꾸기`}
                onClick={() => setRenamingId(roadmap._id)}
              >
                이름 바꾸기
              </button>
              <button
                type="button"
                className={buttons.ghost}
                disabled={isBusy}
                aria-label={`${roadmap.title} 지우기`}
                onClick={() => {
                  setDeleteError(null);
                  setDeleting(roadmap);
                }}
              >
                지우기
              </button>
            </div>
          </li>
        ))}
      </ol>
      {deleting ? (
        <Dialog
          title="로드맵을 지울까요?"
          onDismiss={() => setDeleting(null)}
          actions={
            <>
              <button type="button" className={buttons.secondary} onClick={() => setDeleting(null)}>
                취소
              </button>
              <button type="button" className={`${buttons.primary} ${styles.danger}`} onClick={confirmDelete}>
                지우기
              </button>
            </>
          }
        >
          <p>‘{deleting.title}’ 로드맵과 그 안의 완료 기록, 소감이 모두 지워져요. 지운 뒤에는 되돌릴 수 없어요.</p>
          {deleteError ? (
            <p role="alert" className={styles.error}>
              {deleteError}
            </p>
          ) : null}
        </Dialog>
      ) : null}
    </>
  );
}

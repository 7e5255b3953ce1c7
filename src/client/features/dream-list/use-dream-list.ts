import { useCallback, useEffect, useState } from 'react';
import type { DreamJob } from '../../../shared/contracts/dream-list';
import { HttpError } from '../../lib/http';
import { addCustomJob, fetchDreamList, removeDreamJob, reorderDreamList, updateDreamJobNote } from './api';

export type DreamListState =
  | { status: 'loading' }
  | { status: 'ready'; items: DreamJob[] }
  /** The session ended (or never was): the page asks to log in. */
  | { status: 'logged-out' }
  | { status: 'error'; message: string };

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : '요청을 처리하지 못했어요. 다시 시도해 주세요.';
}

/**
 * The signed-in person's dream list and what can be done to it. Moving an item shows the new
 * order at once and puts the old one back if the server refuses.
 */
export function useDreamList(isLoggedIn: boolean) {
  const [state, setState] = useState<DreamListState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` changes only to load the list again (retry).
  useEffect(() => {
    if (!isLoggedIn) return;
    const controller = new AbortController();
    fetchDreamList(controller.signal)
      .then((items) => setState({ status: 'ready', items }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState(
          error instanceof HttpError && error.status === 401
            ? { status: 'logged-out' }
            : { status: 'error', message: messageOf(error) },
        );
      });
    return () => controller.abort();
  }, [isLoggedIn, attempt]);

  const items = state.status === 'ready' ? state.items : [];
  const setItems = useCallback((next: DreamJob[]) => setState({ status: 'ready', items: next }), []);

  /** Moves an item up (-1) or down (+1). Resolves to an error message, or null when saved. */
  const move = useCallback(
    async (id: string, offset: -1 | 1): Promise<string | null> => {
      const from = items.findIndex((item) => item.id === id);
      const to = from + offset;
      if (from < 0 || to < 0 || to >= items.length) return null;
      const next = [...items];
      const [moved] = next.splice(from, 1);
      if (!moved) return null;
      next.splice(to, 0, moved);
      setItems(next);
      try {
        setItems(await reorderDreamList(next.map((item) => item.id)));
        return null;
      } catch (error) {
        setItems(items);
        return messageOf(error);
      }
    },
    [items, setItems],
  );

  const remove = useCallback(
    async (id: string): Promise<string | null> => {
      try {
        await removeDreamJob(id);
        setItems(items.filter((item) => item.id !== id));
        return null;
      } catch (error) {
        return messageOf(error);
      }
    },
    [items, setItems],
  );

  /** Throws the server's HttpError (with `fields`) so the form can show it by its fields. */
  const addCustom = useCallback(
    async (name: string, note: string): Promise<DreamJob> => {
      const added = await addCustomJob(name, note);
      setItems([...items, added]);
      return added;
    },
    [items, setItems],
  );

  const saveNote = useCallback(
    async (id: string, note: string): Promise<DreamJob> => {
      const saved = await updateDreamJobNote(id, note);
      setItems(items.map((item) => (item.id === id ? saved : item)));
      return saved;
    },
    [items, setItems],
  );

  return {
    state: isLoggedIn ? state : ({ status: 'logged-out' } as const),
    retry: () => setAttempt((n) => n + 1),
    move,
    remove,
    addCustom,
    saveNote,
  };
}

import type { DreamJob } from '../../../shared/contracts/dream-list';
import { type ApiError, answerOf } from '../../lib/api';
import {
  useAddDreamJobMutation,
  useGetDreamListQuery,
  useRemoveDreamJobMutation,
  useReorderDreamListMutation,
  useUpdateDreamJobNoteMutation,
} from './dream-list-api';

type DreamListState =
  | { status: 'loading' }
  | { status: 'ready'; items: DreamJob[] }
  /** The session ended (or never was): the page asks to log in. */
  | { status: 'logged-out' }
  | { status: 'error'; message: string };

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : '요청을 처리하지 못했어요. 다시 시도해 주세요.';
}

/**
 * The signed-in person's dream list (RTK Query's `getDreamList`) and what can be done to it.
 * Moving an item shows the new order at once and puts the old one back if the server refuses.
 */
export function useDreamList(isLoggedIn: boolean) {
  const query = useGetDreamListQuery(undefined, { skip: !isLoggedIn });
  const [reorder] = useReorderDreamListMutation();
  const [removeItem] = useRemoveDreamJobMutation();
  const [addItem] = useAddDreamJobMutation();
  const [updateNote] = useUpdateDreamJobNoteMutation();

  const failure = query.error as ApiError | undefined;
  let state: DreamListState;
  if (!isLoggedIn) state = { status: 'logged-out' };
  else if (query.currentData) state = { status: 'ready', items: query.currentData };
  else if (failure && !query.isFetching)
    state = failure.status === 401 ? { status: 'logged-out' } : { status: 'error', message: failure.message };
  else state = { status: 'loading' };
  const items = state.status === 'ready' ? state.items : [];

  /** Moves an item up (-1) or down (+1). Resolves to an error message, or null when saved. */
  const move = async (id: string, offset: -1 | 1): Promise<string | null> => {
    const from = items.findIndex((item) => item.id === id);
    const to = from + offset;
    if (from < 0 || to < 0 || to >= items.length) return null;
    const next = [...items];
    const [moved] = next.splice(from, 1);
    if (!moved) return null;
    next.splice(to, 0, moved);
    try {
      await answerOf(reorder(next));
      return null;
    } catch (error) {
      return messageOf(error);
    }
  };

  const remove = async (id: string): Promise<string | null> => {
    try {
      await answerOf(removeItem(id));
      return null;
    } catch (error) {
      return messageOf(error);
    }
  };

  /** Throws the server's HttpError (with `fields`) so the form can show it by its fields. */
  const addCustom = (name: string, note: string): Promise<DreamJob> =>
    answerOf(addItem({ custom: { name, note: note || null } }));

  const saveNote = (id: string, note: string): Promise<DreamJob> => answerOf(updateNote({ id, note }));

  return {
    state,
    retry: () => {
      if (isLoggedIn) void query.refetch();
    },
    move,
    remove,
    addCustom,
    saveNote,
  };
}

import type { DraftByStep, Step, TakeMeta } from '../../../shared/contracts/assessments';
import { SETTLED } from '../../lib/use-wait-for';
import { readAnonymousStep, writeAnonymousStep } from './anonymous-answers';
import { forgetImportOutcome, importAnonymousOnce } from './anonymous-import';
import { requests } from './assessments-api';

/**
 * A person's answers to one step, kept in memory while they move between the step's pages, and
 * saved as they go: for a logged-in user with a debounced `saveDraft` mutation (flushed before
 * submit and, with `keepalive`, when the page is closed), for a visitor in local storage at once.
 * The pages read it through `useStepDraft`; a reload reads it back from where it was saved.
 */
export type SaveState = 'idle' | 'pending' | 'saving' | 'saved' | 'error';

export interface DraftSnapshot<S extends Step> {
  answers: DraftByStep[S];
  /** The server's take (number, draft or submitted); null for a visitor or before the first save. */
  meta: TakeMeta | null;
  /** The take shown was submitted: read-only until a retake. */
  isSubmitted: boolean;
  /** The step has a submitted take; a retake in progress does not undo it. */
  isComplete: boolean;
  /** There is something to continue: answers saved, or a take started. */
  isStarted: boolean;
  saveState: SaveState;
}

export const SAVE_DEBOUNCE_MS = 700;

function hasAnyAnswer(answers: object): boolean {
  return Object.values(answers).some((value) =>
    Array.isArray(value)
      ? value.length > 0
      : value && typeof value === 'object'
        ? Object.keys(value).length > 0
        : false,
  );
}

function snapshotOf<S extends Step>(answers: DraftByStep[S] | null, meta: TakeMeta | null): DraftSnapshot<S> {
  const isSubmitted = meta?.status === 'submitted';
  const current = answers ?? ({} as DraftByStep[S]);
  return {
    answers: current,
    meta,
    isSubmitted,
    // A retake (take 2 or more) exists only after a submitted take.
    isComplete: isSubmitted || (meta?.take ?? 1) > 1,
    isStarted: meta !== null || hasAnyAnswer(current),
    saveState: 'idle',
  };
}

function anonymousSnapshot<S extends Step>(step: S): DraftSnapshot<S> {
  const stored = readAnonymousStep(step);
  const answers = stored?.answers ?? ({} as DraftByStep[S]);
  const submitted = stored?.submitted ?? false;
  return {
    answers,
    meta: null,
    isSubmitted: submitted,
    isComplete: submitted,
    isStarted: hasAnyAnswer(answers) || submitted,
    saveState: 'idle',
  };
}

export class StepDraft<S extends Step> {
  private snapshot: DraftSnapshot<S> | null;
  private loading: Promise<void> | null = null;
  private readonly listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private dirty = false;
  private saving: Promise<void> | null = null;

  constructor(
    readonly step: S,
    readonly userId: string | null,
  ) {
    // A visitor's answers are in this browser: no waiting.
    this.snapshot = userId === null ? anonymousSnapshot(step) : null;
  }

  get isLoaded(): boolean {
    return this.snapshot !== null;
  }

  get hasUnsavedChanges(): boolean {
    return this.dirty;
  }

  /**
   * What a render waits for (`use`) before it reads the answers: the same promise every time,
   * settled once they are in (a visitor's at once), as React asks of a render it replays.
   */
  ready(): PromiseLike<void> {
    return this.loading ?? (this.snapshot ? SETTLED : this.load());
  }

  /** Reads the saved take once; the same promise while it is on its way, forgotten on failure. */
  load(): Promise<void> {
    if (this.snapshot) return Promise.resolve();
    const userId = this.userId;
    if (!this.loading && userId !== null) {
      this.loading = importAnonymousOnce(userId)
        .then(() => requests().fetchSavedTake(this.step))
        .then(({ answers, meta }) => {
          this.snapshot = snapshotOf(answers, meta);
          this.emit();
        })
        .catch((error: unknown) => {
          this.loading = null;
          throw error;
        });
    }
    return this.loading ?? Promise.resolve();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): DraftSnapshot<S> => {
    if (!this.snapshot) throw new Error(`answers of ${this.step} read before they were loaded`);
    return this.snapshot;
  };

  /** Changes the answers (ignored on a submitted take) and schedules their save. */
  update = (change: (answers: DraftByStep[S]) => DraftByStep[S]): void => {
    const current = this.snapshot;
    if (!current || current.isSubmitted) return;
    const answers = change(current.answers);
    if (this.userId === null) {
      writeAnonymousStep(this.step, { answers, submitted: false });
      this.set({ answers, isStarted: true, saveState: 'saved' });
      return;
    }
    this.dirty = true;
    this.set({ answers, isStarted: true, saveState: 'pending' });
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.flush().catch(() => {
        // The save state says so and the next change or flush tries again.
      });
    }, SAVE_DEBOUNCE_MS);
  };

  /** Saves what is not saved yet, now; rejects when the save fails. */
  flush = async (options: { keepalive?: boolean } = {}): Promise<void> => {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    // A closing page cannot wait for the save on its way; any other save goes after it, in order.
    if (!options.keepalive) while (this.saving) await this.saving.catch(() => undefined);
    if (!this.dirty || !this.snapshot || this.userId === null) return;
    this.dirty = false;
    this.set({ saveState: 'saving' });
    const saving = requests()
      .saveDraft(this.step, this.snapshot.answers, options)
      .then(
        () => {
          if (!this.dirty) this.set({ saveState: 'saved' });
        },
        (error: unknown) => {
          this.dirty = true;
          this.set({ saveState: 'error' });
          throw error;
        },
      );
    this.saving = saving;
    try {
      await saving;
    } finally {
      if (this.saving === saving) this.saving = null;
    }
  };

  /**
   * Marks the step complete: saves first, then `POST /api/{step}/submit`, which throws an
   * `HttpError` with `fields` when the server finds something missing. A visitor's answers are
   * marked submitted in this browser.
   */
  submit = async (): Promise<void> => {
    const current = this.snapshot;
    if (!current) return;
    if (this.userId === null) {
      writeAnonymousStep(this.step, { answers: current.answers, submitted: true });
      this.set({ isSubmitted: true, isComplete: true });
      return;
    }
    await this.flush();
    await requests().submitStep(this.step);
    const now = new Date().toISOString();
    const meta: TakeMeta = current.meta
      ? { ...current.meta, status: 'submitted', submittedAt: now }
      : { status: 'submitted', take: 1, updatedAt: now, submittedAt: now };
    this.set({ meta, isSubmitted: true, isComplete: true });
  };

  /** Starts a new, empty take; the submitted one stays in the account's history. */
  retake = async (): Promise<void> => {
    if (this.userId === null) {
      writeAnonymousStep(this.step, { answers: {} as DraftByStep[S], submitted: false });
      this.snapshot = anonymousSnapshot(this.step);
      this.emit();
      return;
    }
    const take = await requests().retakeStep(this.step);
    const now = new Date().toISOString();
    this.snapshot = {
      ...snapshotOf({} as DraftByStep[S], { status: 'draft', take, updatedAt: now, submittedAt: null }),
      isStarted: false,
    };
    this.emit();
  };

  private set(change: Partial<DraftSnapshot<S>>): void {
    if (!this.snapshot) return;
    this.snapshot = { ...this.snapshot, ...change };
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

// One draft per step for the person using the page; someone else logging in starts afresh.
let owner: string | null | undefined;
type AnyStepDraft = { [S in Step]: StepDraft<S> }[Step];
const drafts = new Map<Step, AnyStepDraft>();

export function getStepDraft<S extends Step>(step: S, userId: string | null): StepDraft<S> {
  if (owner !== userId) {
    for (const draft of drafts.values()) {
      if (draft.hasUnsavedChanges) draft.flush().catch(() => undefined);
    }
    drafts.clear();
    owner = userId;
    listenForPageHide();
  }
  // The map is keyed by step, so the draft under `step` is that step's.
  const existing = drafts.get(step) as StepDraft<S> | undefined;
  if (existing) return existing;
  const created = new StepDraft(step, userId);
  drafts.set(step, created as unknown as AnyStepDraft);
  return created;
}

/** Tests start from a fresh page. */
export function forgetStepDrafts(): void {
  drafts.clear();
  owner = undefined;
  forgetImportOutcome();
}

let listening = false;
function listenForPageHide(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  // A reload or a closed tab must not lose the last answers: send them with keepalive.
  window.addEventListener('pagehide', () => {
    for (const draft of drafts.values()) {
      if (draft.hasUnsavedChanges) draft.flush({ keepalive: true }).catch(() => undefined);
    }
  });
}

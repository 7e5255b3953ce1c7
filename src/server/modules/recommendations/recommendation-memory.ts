import { LRUCache } from 'lru-cache';
import type { z } from 'zod';

/**
 * What a server instance remembers of each person's recommendations, so that reading them again
 * scores nothing: the state computed from their input, and the answers already serialised from
 * it (one per list query or job asked about).
 *
 * It stays current whichever instance a write reaches (docs/decisions/004-recommendation-memory.md).
 * Database triggers (migration 0007) bump the person's `recommendation_input_versions` row in the
 * same transaction as every change of their input (a submitted assessment take, a rating), and
 * name the person on a notification channel as it commits. Then either:
 * - `readVersions` (PostgreSQL, where other instances write too): every read first reads the
 *   person's version, and what was remembered at another version is computed again. The version
 *   is read before the input, so the input is at least as new as the version it is kept under.
 *   Version reads are batched (`VersionBatches`): under load one small query answers many
 *   requests, yet each request's version comes from a query that started after it arrived.
 * - told (PGlite, which one process serves): the notification calls `forget` before the write's
 *   query resolves, so reads need no query at all. A read that a forget overtook is not
 *   remembered (`generation`).
 *
 * Bounded: at most `maxPeople` people and about `maxBytes` of rankings and answers; the person
 * read least recently goes first.
 */

/** The channel the triggers of migration 0007 name each changed person on. */
export const INPUT_CHANGE_CHANNEL = 'recommendation_input';

export interface MemoryLimits {
  maxPeople: number;
  /** States (their rankings) plus serialised answers, in bytes. */
  maxBytes: number;
  /** Answers kept per person (list queries and jobs asked about); the oldest goes first. */
  maxAnswersPerPerson: number;
}

export const DEFAULT_MEMORY_LIMITS: MemoryLimits = {
  maxPeople: 5_000,
  maxBytes: 64 * 1024 * 1024,
  maxAnswersPerPerson: 8,
};

/** One person's remembered state at one version of their input. */
export interface Remembered<State> {
  readonly userId: string;
  readonly version: number;
  readonly state: State;
  readonly stateBytes: number;
  /** Its answers already serialised, by request; the least recently read goes past `maxAnswersPerPerson`. */
  readonly answers: LRUCache<string, Buffer>;
}

/** The input versions of these people (0 for one without a row). */
export type ReadVersions = (userIds: string[]) => Promise<ReadonlyMap<string, number>>;

/** How the memory learns of changes: it reads versions, or it is told of each change (`forget`). */
export type ChangeSource = { readVersions: ReadVersions } | 'told';

/** Where changes are told, entries are forgotten rather than checked: they all carry this version. */
const TOLD_VERSION = 0;

export class RecommendationMemory<State> {
  /** Least recently read first out, past `maxPeople` or `maxBytes`. */
  readonly #entries: LRUCache<string, Remembered<State>>;
  readonly #versions: VersionBatches | undefined;
  #generation = 0;

  /** @param sizeOf about how many bytes a state holds (its rankings), for `maxBytes`. */
  constructor(
    changes: ChangeSource,
    private readonly sizeOf: (state: State) => number,
    private readonly limits: MemoryLimits = DEFAULT_MEMORY_LIMITS,
  ) {
    this.#versions = changes === 'told' ? undefined : new VersionBatches(changes.readVersions);
    this.#entries = new LRUCache({
      max: limits.maxPeople,
      maxSize: limits.maxBytes,
      // The library counts only positive sizes.
      sizeCalculation: (entry) => Math.max(1, bytesOf(entry)),
    });
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#entries.calculatedSize;
  }

  /** The person's entry as remembered at their current input version, or a new one from `load`. */
  async recall(userId: string, load: () => Promise<State>): Promise<Remembered<State>> {
    const version = this.#versions ? await this.#versions.read(userId) : TOLD_VERSION;
    // Read: the most recently read is the last to go.
    const found = this.#entries.get(userId);
    if (found?.version === version) return found;
    const generation = this.#generation;
    const state = await load();
    const entry: Remembered<State> = {
      userId,
      version,
      state,
      stateBytes: this.sizeOf(state),
      answers: new LRUCache({ max: this.limits.maxAnswersPerPerson }),
    };
    // Told of a change while loading: the input read may predate it.
    if (generation !== this.#generation) return entry;
    // A slower read of an older version does not replace a newer one.
    const current = this.#entries.peek(userId);
    if (current && current.version > version) return entry;
    this.#entries.set(userId, entry);
    return entry;
  }

  /**
   * The answer `key` of `entry`, serialised once after `schema` checked it. Kept while `entry` is
   * the person's remembered one.
   */
  answer<T>(entry: Remembered<State>, key: string, schema: z.ZodType<T>, compute: () => T): Buffer {
    const cached = entry.answers.get(key);
    if (cached) return cached;
    const body = Buffer.from(JSON.stringify(schema.parse(compute())));
    if (this.#entries.peek(entry.userId) !== entry) return body;
    entry.answers.set(key, body);
    // Put in again so that the memory counts the entry's new size and evicts if it is over (the
    // library re-counts a size only for a new value).
    this.#entries.delete(entry.userId);
    this.#entries.set(entry.userId, entry);
    return body;
  }

  /** The person's input changed (told mode): what was remembered of them goes, and loads in flight are not kept. */
  forget(userId: string): void {
    this.#generation++;
    this.#entries.delete(userId);
  }
}

function bytesOf(entry: Remembered<unknown>): number {
  let bytes = entry.stateBytes;
  for (const answer of entry.answers.values()) bytes += answer.length;
  return bytes;
}

interface Waiting {
  resolve(version: number): void;
  reject(error: unknown): void;
}

/** People per version query; more wait for the next one. */
const MAX_BATCH = 500;

/**
 * One version query at a time, for every read waiting. A read never joins the query in flight:
 * that query may have started before the read arrived, so before a write its client has already
 * seen the answer to. It waits for the next query, started on the event loop's next turn (after
 * the requests that arrived together have all asked) once the one in flight has ended.
 */
export class VersionBatches {
  #next = new Map<string, Waiting[]>();
  #running = false;
  #scheduled = false;

  constructor(private readonly readVersions: ReadVersions) {}

  read(userId: string): Promise<number> {
    return new Promise((resolve, reject) => {
      const waiting = this.#next.get(userId);
      if (waiting) waiting.push({ resolve, reject });
      else this.#next.set(userId, [{ resolve, reject }]);
      this.#schedule();
    });
  }

  #schedule(): void {
    if (this.#running || this.#scheduled || this.#next.size === 0) return;
    this.#scheduled = true;
    setImmediate(() => {
      this.#scheduled = false;
      void this.#run();
    });
  }

  async #run(): Promise<void> {
    this.#running = true;
    const batch = new Map<string, Waiting[]>();
    for (const [userId, waiting] of this.#next) {
      if (batch.size >= MAX_BATCH) break;
      batch.set(userId, waiting);
    }
    for (const userId of batch.keys()) this.#next.delete(userId);
    try {
      const versions = await this.readVersions([...batch.keys()]);
      for (const [userId, waiting] of batch) for (const w of waiting) w.resolve(versions.get(userId) ?? 0);
    } catch (error) {
      for (const waiting of batch.values()) for (const w of waiting) w.reject(error);
    } finally {
      this.#running = false;
      this.#schedule();
    }
  }
}

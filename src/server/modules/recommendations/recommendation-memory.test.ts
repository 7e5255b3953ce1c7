import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  DEFAULT_MEMORY_LIMITS,
  type MemoryLimits,
  type ReadVersions,
  RecommendationMemory,
  VersionBatches,
} from './recommendation-memory';

/** A state is a label and a size here; the memory does not look inside. */
interface FakeState {
  label: string;
  bytes: number;
}

const answerSchema = z.object({ text: z.string() });

/** A pretend database: versions per person, and counts of what was read. */
function fakeDatabase() {
  const versions = new Map<string, number>();
  const reads = { versionQueries: 0, loads: 0 };
  const readVersions: ReadVersions = async (userIds) => {
    reads.versionQueries++;
    return new Map(userIds.flatMap((id) => (versions.has(id) ? [[id, versions.get(id) ?? 0] as const] : [])));
  };
  return {
    versions,
    reads,
    memory(limits: Partial<MemoryLimits> = {}) {
      return new RecommendationMemory<FakeState>({ readVersions }, (state) => state.bytes, {
        ...DEFAULT_MEMORY_LIMITS,
        ...limits,
      });
    },
    /** A memory told of every change instead (PGlite). */
    toldMemory() {
      return new RecommendationMemory<FakeState>('told', (state) => state.bytes);
    },
    load(state: FakeState = { label: 'x', bytes: 100 }) {
      return async () => {
        reads.loads++;
        return state;
      };
    },
  };
}

describe('RecommendationMemory reading versions (PostgreSQL)', () => {
  it('loads a person once per version of their input, reading only the version in between', async () => {
    const db = fakeDatabase();
    const memory = db.memory();
    const first = await memory.recall('ann', db.load({ label: 'first', bytes: 100 }));
    const again = await memory.recall('ann', db.load({ label: 'not used', bytes: 100 }));
    expect(again).toBe(first);
    expect(db.reads).toEqual({ versionQueries: 2, loads: 1 });

    db.versions.set('ann', 1);
    const changed = await memory.recall('ann', db.load({ label: 'second', bytes: 100 }));
    expect(changed.state.label).toBe('second');
    expect(db.reads).toEqual({ versionQueries: 3, loads: 2 });
  });

  it('serialises an answer once, checked by its schema, and computes it again at a new version', async () => {
    const db = fakeDatabase();
    const memory = db.memory();
    let computed = 0;
    const compute = () => {
      computed++;
      return { text: `answer ${computed}`, extra: 'dropped by the schema' };
    };
    const entry = await memory.recall('ann', db.load());
    const body = memory.answer(entry, 'list', answerSchema, compute);
    expect(JSON.parse(body.toString())).toEqual({ text: 'answer 1' });
    expect(memory.answer(await memory.recall('ann', db.load()), 'list', answerSchema, compute)).toBe(body);
    expect(computed).toBe(1);

    db.versions.set('ann', 1);
    const fresh = memory.answer(await memory.recall('ann', db.load()), 'list', answerSchema, compute);
    expect(JSON.parse(fresh.toString())).toEqual({ text: 'answer 2' });
    // The old entry is no longer the person's: what it computes is not kept.
    memory.answer(entry, 'other', answerSchema, () => ({ text: 'old' }));
    expect(entry.answers.has('other')).toBe(false);
    expect(() => memory.answer(entry, 'bad', answerSchema, () => ({ text: 1 }) as never)).toThrow();
  });

  it('does not let a slow read of an older version replace a newer one', async () => {
    const db = fakeDatabase();
    const memory = db.memory();
    let finishOld: (state: FakeState) => void = () => {};
    const old = memory.recall(
      'ann',
      () =>
        new Promise<FakeState>((resolve) => {
          finishOld = resolve;
        }),
    );
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    db.versions.set('ann', 1);
    const newer = await memory.recall('ann', db.load({ label: 'newer', bytes: 100 }));
    finishOld({ label: 'older', bytes: 100 });
    expect((await old).state.label).toBe('older');
    expect(await memory.recall('ann', db.load())).toBe(newer);
  });
});

describe('RecommendationMemory told of every change (PGlite)', () => {
  it('reads no version, and loads again only after the person is forgotten', async () => {
    const db = fakeDatabase();
    const memory = db.toldMemory();
    const first = await memory.recall('ann', db.load());
    expect(await memory.recall('ann', db.load())).toBe(first);
    memory.forget('bob');
    expect(await memory.recall('ann', db.load())).toBe(first);
    expect(db.reads).toEqual({ versionQueries: 0, loads: 1 });
    memory.forget('ann');
    expect(await memory.recall('ann', db.load())).not.toBe(first);
    expect(db.reads).toEqual({ versionQueries: 0, loads: 2 });
  });

  it('does not remember a load that a change overtook, nor its answers', async () => {
    const db = fakeDatabase();
    const memory = db.toldMemory();
    let release: (state: FakeState) => void = () => {};
    const loading = memory.recall(
      'ann',
      () =>
        new Promise<FakeState>((resolve) => {
          release = resolve;
        }),
    );
    // The change commits while the old input is being read.
    memory.forget('ann');
    release({ label: 'read before the change', bytes: 100 });
    const stale = await loading;
    expect(stale.state.label).toBe('read before the change');
    memory.answer(stale, 'list', answerSchema, () => ({ text: 'stale' }));
    expect(memory.size).toBe(0);
    const fresh = await memory.recall('ann', db.load({ label: 'after', bytes: 100 }));
    expect(fresh.state.label).toBe('after');
  });
});

describe('RecommendationMemory bounds', () => {
  it('keeps at most maxPeople, the least recently read going first', async () => {
    const db = fakeDatabase();
    const memory = db.memory({ maxPeople: 3 });
    for (const name of ['a', 'b', 'c']) await memory.recall(name, db.load());
    await memory.recall('a', db.load()); // a is now the most recently read
    await memory.recall('d', db.load());
    expect(memory.size).toBe(3);
    expect(db.reads.loads).toBe(4);
    for (const name of ['a', 'c', 'd']) await memory.recall(name, db.load());
    expect(db.reads.loads).toBe(4);
    await memory.recall('b', db.load()); // b was the one dropped
    expect(db.reads.loads).toBe(5);
  });

  it('keeps at most maxBytes of states and answers, and maxAnswersPerPerson answers each', async () => {
    const db = fakeDatabase();
    const memory = db.memory({ maxBytes: 1_000, maxAnswersPerPerson: 2 });
    const ann = await memory.recall('ann', db.load({ label: 'ann', bytes: 300 }));
    const text = 'x'.repeat(100);
    for (const key of ['one', 'two', 'three']) memory.answer(ann, key, answerSchema, () => ({ text }));
    // The first answer, read least recently, went.
    expect([...ann.answers.keys()].sort()).toEqual(['three', 'two']);
    const answerBytes = JSON.stringify({ text }).length;
    expect(memory.bytes).toBe(300 + 2 * answerBytes);

    await memory.recall('bob', db.load({ label: 'bob', bytes: 600 }));
    // 300 + two answers + 600 > 1,000: ann, read least recently, went.
    expect(memory.size).toBe(1);
    expect(memory.bytes).toBe(600);
    await memory.recall('ann', db.load());
    expect(db.reads.loads).toBe(3);
  });

  it('holds a steady size under many people', async () => {
    const db = fakeDatabase();
    const memory = db.memory({ maxPeople: 50 });
    for (let i = 0; i < 500; i++) {
      const entry = await memory.recall(`person-${i}`, db.load());
      memory.answer(entry, 'list', answerSchema, () => ({ text: 'answer' }));
    }
    expect(memory.size).toBe(50);
    expect(memory.bytes).toBe(50 * (100 + JSON.stringify({ text: 'answer' }).length));
  });

  it('is bounded as the app uses it: 5,000 people and 64 MB', () => {
    expect(DEFAULT_MEMORY_LIMITS).toEqual({ maxPeople: 5_000, maxBytes: 64 * 1024 * 1024, maxAnswersPerPerson: 8 });
  });
});

describe('VersionBatches', () => {
  /** A version query that answers when told to, recording whom it was asked about. */
  function controlledQueries() {
    const queries: Array<{ userIds: string[]; answer: (versions: Record<string, number>) => void; fail: () => void }> =
      [];
    const readVersions: ReadVersions = (userIds) =>
      new Promise((resolve, reject) => {
        queries.push({
          userIds,
          answer: (versions) => resolve(new Map(Object.entries(versions))),
          fail: () => reject(new Error('database down')),
        });
      });
    return { queries, batches: new VersionBatches(readVersions) };
  }
  const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

  it('answers the reads that arrived together with one query', async () => {
    const { queries, batches } = controlledQueries();
    const reads = [batches.read('ann'), batches.read('bob'), batches.read('ann')];
    await nextTurn();
    expect(queries.map((q) => q.userIds)).toEqual([['ann', 'bob']]);
    queries[0]?.answer({ ann: 3 });
    expect(await Promise.all(reads)).toEqual([3, 0, 3]);
  });

  it('never answers a read with a query that started before it arrived', async () => {
    const { queries, batches } = controlledQueries();
    const early = batches.read('ann');
    await nextTurn();
    expect(queries).toHaveLength(1);
    // A write commits (version 2) and its client reads again while the first query is in flight.
    const late = batches.read('ann');
    await nextTurn();
    expect(queries).toHaveLength(1);
    queries[0]?.answer({ ann: 1 });
    expect(await early).toBe(1);
    await nextTurn();
    expect(queries).toHaveLength(2);
    queries[1]?.answer({ ann: 2 });
    expect(await late).toBe(2);
  });

  it('fails the reads of a failed query, and serves the next ones', async () => {
    const { queries, batches } = controlledQueries();
    const failing = batches.read('ann');
    await nextTurn();
    queries[0]?.fail();
    await expect(failing).rejects.toThrow('database down');
    const next = batches.read('ann');
    await nextTurn();
    queries[1]?.answer({ ann: 5 });
    expect(await next).toBe(5);
  });
});

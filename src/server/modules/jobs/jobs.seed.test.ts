import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/index';
import { callApi, createSecondTestApp, loginAs, testAppForFile } from '../../test/test-app';
import { buildJobCatalog, CATALOG_FILE, getJobCatalog } from './catalog';
import { type CatalogFile, readCatalogFile } from './catalog-file';
import { seedJobs } from './jobs.seed';

const t = testAppForFile();

function catalogWith(change: (file: CatalogFile) => CatalogFile) {
  const file = readCatalogFile(CATALOG_FILE);
  return buildJobCatalog(change(structuredClone(file)), getJobCatalog().knowledgeSkillLabels);
}

async function storedJobs() {
  return t.database.db
    .select({ id: jobs.id, name: jobs.name, contentHash: jobs.contentHash, inCatalog: jobs.inCatalog })
    .from(jobs)
    .orderBy(asc(jobs.id));
}

describe('seedJobs', () => {
  it('loads the catalog at start-up, and a second run changes nothing', async () => {
    // Test databases are copies of one already seeded (src/server/test/global-setup.ts): empty the
    // table, then start a server on the database.
    await t.database.db.delete(jobs);
    expect(await storedJobs()).toEqual([]);
    const restarted = await createSecondTestApp(t);
    await restarted.close();
    const before = await storedJobs();
    expect(before).toHaveLength(getJobCatalog().jobs.length);
    expect(await seedJobs(t.database.db)).toEqual({ written: 0, deleted: 0, retired: 0 });
    expect(await storedJobs()).toEqual(before);
  });

  it('keeps a job that left the catalog while it is on a dream list, and deletes the others', async () => {
    const { cookie } = await loginAs(t);
    const [kept, dropped] = getJobCatalog().jobs;
    if (!kept || !dropped) throw new Error('catalog too small');
    const added = await callApi(t, 'POST', '/api/my-job', cookie, { jobName: kept.name });
    expect(added.statusCode).toBe(201);

    const smaller = catalogWith((file) => ({
      ...file,
      jobs: file.jobs.filter((job) => job.id !== kept.id && job.id !== dropped.id),
    }));
    expect(await seedJobs(t.database.db, smaller)).toEqual({ written: 0, deleted: 1, retired: 1 });
    const rows = await storedJobs();
    expect(rows.find((row) => row.id === dropped.id)).toBeUndefined();
    expect(rows.find((row) => row.id === kept.id)).toMatchObject({ name: kept.name, inCatalog: false });

    // The list still shows the saved job by name, with no catalog summary.
    const list = await t.app.inject({ url: '/api/my-job', headers: { cookie } });
    expect(list.json().data).toEqual([expect.objectContaining({ kind: 'catalog', name: kept.name })]);

    // Back to the full catalog: both return, and running it again is a no-op.
    expect(await seedJobs(t.database.db)).toEqual({ written: 2, deleted: 0, retired: 0 });
    expect((await storedJobs()).filter((row) => !row.inCatalog)).toEqual([]);
    expect(await seedJobs(t.database.db)).toEqual({ written: 0, deleted: 0, retired: 0 });
  });

  it('survives two jobs swapping names', async () => {
    const swapped = catalogWith((file) => {
      const [a, b] = file.jobs;
      if (!a || !b) throw new Error('catalog too small');
      [a.name, b.name] = [b.name, a.name];
      for (const job of file.jobs)
        job.related = job.related.map((n) => (n === a.name ? b.name : n === b.name ? a.name : n));
      return file;
    });
    // The two jobs, and every job that lists one of them as related.
    const written = (await seedJobs(t.database.db, swapped)).written;
    expect(written).toBeGreaterThanOrEqual(2);
    expect((await seedJobs(t.database.db)).written).toBe(written);
    const names = new Map((await storedJobs()).map((row) => [row.id, row.name]));
    for (const job of getJobCatalog().jobs) expect(names.get(job.id)).toBe(job.name);
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { JobProfile } from '../../src/server/modules/recommendations/job-model';
import { INDUSTRY_IDS, PHYSICAL_KEYS, type PhysicalKey } from '../../src/shared/contracts/jobs';

/**
 * Job profiles for ranking benchmarks: the real catalog (content/jobs/catalog.json), or any
 * number of made-up jobs that look like it to the engine (each a real job with every rating
 * jittered). Deterministic (seeded), so every run measures the same data.
 */

export function catalogProfiles(): JobProfile[] {
  const file = path.resolve(import.meta.dirname, '../../content/jobs/catalog.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { jobs: JobProfile[] }).jobs;
}

/** mulberry32: a small seeded generator, good enough for test data. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const clamp = (x: number, min: number, max: number) => Math.min(max, Math.max(min, x));

export function syntheticProfiles(count: number, seed = 42): JobProfile[] {
  const base = catalogProfiles();
  const next = random(seed);
  const jitter = (x: number, spread: number, min: number, max: number) =>
    Math.round(clamp(x + (next() - 0.5) * 2 * spread, min, max) * 100) / 100;
  const jobs: JobProfile[] = [];
  for (let i = 0; i < count; i++) {
    const template = base[i % base.length] as JobProfile;
    const scores = (table: JobProfile['skills']) =>
      Object.fromEntries(Object.entries(table).map(([id, s]) => [id, { im: jitter(s.im, 0.5, 1, 5), lv: s.lv }]));
    jobs.push({
      id: `synthetic-${i}`,
      name: `${template.name} ${i}`,
      industry: INDUSTRY_IDS[Math.floor(next() * INDUSTRY_IDS.length)] ?? template.industry,
      riasec: {
        R: jitter(template.riasec.R, 1, 1, 7),
        I: jitter(template.riasec.I, 1, 1, 7),
        A: jitter(template.riasec.A, 1, 1, 7),
        S: jitter(template.riasec.S, 1, 1, 7),
        E: jitter(template.riasec.E, 1, 1, 7),
        C: jitter(template.riasec.C, 1, 1, 7),
        code: template.riasec.code,
      },
      workValues: Object.fromEntries(Object.entries(template.workValues).map(([id, x]) => [id, jitter(x, 1, 1, 7)])),
      workStyles: Object.fromEntries(Object.entries(template.workStyles).map(([id, x]) => [id, jitter(x, 0.4, 1, 5)])),
      knowledge: scores(template.knowledge),
      skills: scores(template.skills),
      jobZone: clamp(template.jobZone + Math.round((next() - 0.5) * 2), 1, 5),
      physical: Object.fromEntries(
        PHYSICAL_KEYS.map((key) => [key, clamp(template.physical[key] + Math.round((next() - 0.5) * 1.6), 0, 3)]),
      ) as Record<PhysicalKey, number>,
    });
  }
  return jobs;
}

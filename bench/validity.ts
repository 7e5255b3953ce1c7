/**
 * The validity suite in full (tests/validity/): every catalog job's O*NET profile as a persona,
 * exact and with 1 SD of seeded noise, and every O*NET 29.3 occupation outside the catalog,
 * answering through the API on a fresh in-memory PGlite. `npm run bench -- --only=validity` runs
 * it as a section of the report; `npx tsx bench/validity.ts [--sample=N] [--kinds=exact,noise,outside]`
 * prints the figures.
 */
import { buildApp } from '../src/server/app';
import { testConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { hasOnet } from '../tests/validity/onet';
import { describeFigures, runValiditySuite, type ValidityFigures, type ValidityOptions } from '../tests/validity/suite';

export async function measureValidity(options: ValidityOptions = {}): Promise<ValidityFigures | undefined> {
  if (!hasOnet()) return undefined;
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  const app = await buildApp(testConfig({ rateLimitFactor: 1_000 }), { database });
  await app.ready();
  try {
    return await runValiditySuite({ app, database }, options);
  } finally {
    await app.close();
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sample = Number(process.argv.find((arg) => arg.startsWith('--sample='))?.slice('--sample='.length) ?? 1);
  const kinds = process.argv
    .find((arg) => arg.startsWith('--kinds='))
    ?.slice('--kinds='.length)
    .split(',') as ValidityOptions['kinds'];
  const figures = await measureValidity({ sample, ...(kinds ? { kinds } : {}) });
  if (!figures) {
    process.stdout.write('O*NET 29.3 tables not found beside the repository (../shared/data/onet/db_29_3)\n');
    process.exit(1);
  }
  for (const line of describeFigures(figures)) process.stdout.write(`${line}\n`);
  const rules = new Map<string, number>();
  for (const c of figures.contradictions) {
    const rule = c.rule
      .replace(/"[^"]*"/g, '"…"')
      .replace(/\d/g, 'N')
      .replace(/type [RIASEC]/, 'type X');
    rules.set(rule, (rules.get(rule) ?? 0) + 1);
  }
  for (const [rule, count] of [...rules].sort((a, b) => b[1] - a[1])) process.stdout.write(`  ${count}× ${rule}\n`);
  for (const c of figures.contradictions.slice(0, 8))
    process.stdout.write(`  e.g. ${c.persona} → ${c.job}: ${c.text} (${c.rule})\n`);
  process.exit(0);
}

/**
 * The counsellor panel and O*NET construction B on a fresh in-memory PGlite, as `npm run bench`
 * runs them (bench/run.ts, section validity).
 *
 *   npx tsx bench/panel/measure.ts [--sample=N] [--only=panel|b]   prints the figures
 *   npx tsx bench/panel/measure.ts --only=panel --tuning            the tuning part alone, for
 *                                                                   tuning: the held-out students'
 *                                                                   results are never printed
 */
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { loadItemBanks } from '../../src/server/modules/assessments/item-banks';
import { hasOnet } from '../../tests/validity/onet';
import { describeFigures, runValiditySuite, type ValidityFigures } from '../../tests/validity/suite';
import { constructionB } from './onet-construction-b';
import { describePanel, describeTuningPart, type PanelFigures, runPanel } from './panel-run';

export interface PanelBenchFigures {
  panel: PanelFigures;
  /** Construction B through the validity suite (undefined without the O*NET tables). */
  constructionB?: ValidityFigures;
}

export async function measurePanel(
  options: { sample?: number; only?: 'panel' | 'b' } = {},
): Promise<PanelBenchFigures> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  const app = await buildApp(testConfig({ rateLimitFactor: 1_000 }), { database });
  await app.ready();
  try {
    const panel = options.only === 'b' ? emptyPanel() : await runPanel(app);
    const b =
      options.only === 'panel' || !hasOnet()
        ? undefined
        : await runValiditySuite(
            { app, database },
            { sample: options.sample ?? 1, construction: constructionB(loadItemBanks()) },
          );
    return { panel, ...(b ? { constructionB: b } : {}) };
  } finally {
    await app.close();
    await database.close();
  }
}

function emptyPanel(): PanelFigures {
  const check = () => ({ checked: 0, findings: [] });
  return {
    students: [],
    share: { all: 0, tuning: 0, heldOut: 0 },
    reasons: { valueNotOwnCard: check(), gapWithPlus: check(), fitAndGap: check(), preparationBeyondFacts: check() },
    seconds: 0,
  };
}

export function describePanelBench(f: PanelBenchFigures): string[] {
  return [
    ...(f.panel.students.length ? describePanel(f.panel) : []),
    ...(f.constructionB ? describeFigures(f.constructionB).map((line) => `construction B: ${line}`) : []),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sample = Number(process.argv.find((arg) => arg.startsWith('--sample='))?.slice('--sample='.length) ?? 1);
  const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length) as
    | 'panel'
    | 'b'
    | undefined;
  const figures = await measurePanel({ sample, ...(only ? { only } : {}) });
  const lines = process.argv.includes('--tuning') ? describeTuningPart(figures.panel) : describePanelBench(figures);
  for (const line of lines) process.stdout.write(`${line}\n`);
  process.exit(0);
}

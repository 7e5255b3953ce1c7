import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { CONTENT_DIR } from '../../lib/app-root';

/**
 * A small, read-only reader of the mission market files (content/missions/*.json), only for the
 * job's starter missions. The missions feature will own the market; until then this keeps the
 * jobs module from depending on a module that does not exist yet.
 */
const marketMissionSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  minutes: z.number().int(),
  difficulty: z.number().int(),
  xp: z.number().int(),
  doneWhen: z.string(),
  cost: z.string().nullable(),
  tags: z.object({
    riasec: z.array(z.string()),
    skills: z.array(z.string()),
    knowledge: z.array(z.string()),
    industries: z.array(z.string()),
  }),
});

const marketFileSchema = z.object({
  category: z.object({ id: z.string(), name: z.string() }),
  missions: z.array(marketMissionSchema),
});

export type MarketMission = z.infer<typeof marketMissionSchema> & { category: { id: string; name: string } };

const MISSIONS_DIR = path.join(CONTENT_DIR, 'missions');

function readMissionMarket(dir = MISSIONS_DIR): MarketMission[] {
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort();
  return files.flatMap((file) => {
    const parsed = marketFileSchema.safeParse(JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
    if (!parsed.success) throw new Error(`mission file ${file} is invalid: ${parsed.error.issues[0]?.message}`);
    const { category, missions } = parsed.data;
    return missions.map((mission) => ({ ...mission, category: { id: category.id, name: category.name } }));
  });
}

let loaded: MarketMission[] | undefined;

export function getMissionMarket(): readonly MarketMission[] {
  loaded ??= readMissionMarket();
  return loaded;
}

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { RIASEC_ORDER, type RiasecType, WORK_VALUE_IDS } from '../../src/shared/contracts/assessments';

/**
 * The O*NET 29.3 ratings the validity suite builds its personas from, read straight from the
 * hand-over tables (../shared/data/onet/db_29_3 beside the repository, CC BY 4.0, see its
 * README): every occupation that has interests (OI), work values (EX), work styles, knowledge
 * and skills (IM) and a Job Zone, with its related occupations. Nothing here comes from the
 * catalog or the engine, so the suite measures the engine against data it was not tuned to.
 */

// `ONET_DIR` overrides the place (a git worktree is not beside the tables).
export const ONET_DIR = process.env.ONET_DIR ?? path.resolve(import.meta.dirname, '../../../shared/data/onet/db_29_3');
export const hasOnet = () => existsSync(path.join(ONET_DIR, 'interests.tsv'));

const RIASEC_ELEMENTS: Record<string, RiasecType> = {
  '1.B.1.a': 'R',
  '1.B.1.b': 'I',
  '1.B.1.c': 'A',
  '1.B.1.d': 'S',
  '1.B.1.e': 'E',
  '1.B.1.f': 'C',
};

export interface OnetOccupation {
  code: string;
  title: string;
  riasec: Record<RiasecType, number>;
  /** Element id → rating (work values EX 1–7, work styles / knowledge / skills IM 1–5). */
  workValues: Record<string, number>;
  workStyles: Record<string, number>;
  knowledge: Record<string, number>;
  skills: Record<string, number>;
  jobZone: number;
}

export interface OnetData {
  occupations: OnetOccupation[];
  byCode: ReadonlyMap<string, OnetOccupation>;
  /** O*NET related occupations (every tier), by code. */
  related: ReadonlyMap<string, readonly string[]>;
  /** Mean and standard deviation of every element over all occupations here (the norms). */
  norms: Readonly<Record<'riasec' | 'workValues' | 'workStyles' | 'knowledge' | 'skills', Norms>>;
}

export type Norms = ReadonlyMap<string, { mean: number; sd: number }>;

type Row = Record<string, string>;

function readTsv(file: string): Row[] {
  const [header, ...lines] = readFileSync(path.join(ONET_DIR, file), 'utf8').split(/\r?\n/);
  const names = (header ?? '').split('\t');
  return lines
    .filter((line) => line.length > 0)
    .map((line) => {
      const cells = line.split('\t');
      return Object.fromEntries(names.map((name, k) => [name, cells[k] ?? '']));
    });
}

/** Code → element id → value of one scale. */
function ratings(file: string, scale: string): Map<string, Record<string, number>> {
  const byCode = new Map<string, Record<string, number>>();
  for (const row of readTsv(file)) {
    if (row['Scale ID'] !== scale) continue;
    const code = row['O*NET-SOC Code'] ?? '';
    const values = byCode.get(code) ?? {};
    values[row['Element ID'] ?? ''] = Number(row['Data Value']);
    byCode.set(code, values);
  }
  return byCode;
}

function norms(rows: ReadonlyArray<Record<string, number>>): Norms {
  const ids = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return new Map(
    ids.map((id) => {
      const values = rows.map((row) => row[id] ?? 0);
      const mean = values.reduce((sum, x) => sum + x, 0) / values.length;
      const sd = Math.sqrt(values.reduce((sum, x) => sum + (x - mean) ** 2, 0) / values.length);
      return [id, { mean, sd }];
    }),
  );
}

let cached: OnetData | undefined;

export function loadOnet(): OnetData {
  if (cached) return cached;
  const titles = new Map(readTsv('occupation_data.tsv').map((row) => [row['O*NET-SOC Code'] ?? '', row.Title ?? '']));
  const interests = ratings('interests.tsv', 'OI');
  const values = ratings('work_values.tsv', 'EX');
  const styles = ratings('work_styles.tsv', 'IM');
  const knowledge = ratings('knowledge.tsv', 'IM');
  const skills = ratings('skills.tsv', 'IM');
  const zones = new Map(readTsv('job_zones.tsv').map((row) => [row['O*NET-SOC Code'] ?? '', Number(row['Job Zone'])]));

  const occupations: OnetOccupation[] = [];
  for (const [code, title] of titles) {
    const oi = interests.get(code);
    const wv = values.get(code);
    const ws = styles.get(code);
    const kn = knowledge.get(code);
    const sk = skills.get(code);
    const jobZone = zones.get(code);
    if (!oi || !wv || !ws || !kn || !sk || !jobZone) continue;
    if (!WORK_VALUE_IDS.every((id) => wv[id] !== undefined)) continue;
    const riasec = Object.fromEntries(
      Object.entries(RIASEC_ELEMENTS).map(([id, letter]) => [letter, oi[id] ?? 0]),
    ) as Record<RiasecType, number>;
    if (!RIASEC_ORDER.every((letter) => riasec[letter] > 0)) continue;
    occupations.push({ code, title, riasec, workValues: wv, workStyles: ws, knowledge: kn, skills: sk, jobZone });
  }

  const related = new Map<string, string[]>();
  for (const row of readTsv('related_occupations.tsv')) {
    const code = row['O*NET-SOC Code'] ?? '';
    related.set(code, [...(related.get(code) ?? []), row['Related O*NET-SOC Code'] ?? '']);
  }

  cached = {
    occupations,
    byCode: new Map(occupations.map((occupation) => [occupation.code, occupation])),
    related,
    norms: {
      riasec: norms(occupations.map((o) => o.riasec)),
      workValues: norms(occupations.map((o) => o.workValues)),
      workStyles: norms(occupations.map((o) => o.workStyles)),
      knowledge: norms(occupations.map((o) => o.knowledge)),
      skills: norms(occupations.map((o) => o.skills)),
    },
  };
  return cached;
}

import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getMissionMarket, MISSIONS_DIR, readMissionMarket } from './mission-market';

function folderWith(files: Record<string, unknown>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'missions-'));
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(path.join(dir, name), typeof content === 'string' ? content : JSON.stringify(content));
  }
  return dir;
}

const selfFile = JSON.parse(readFileSync(path.join(MISSIONS_DIR, 'self.json'), 'utf8'));

describe('the mission market', () => {
  const market = getMissionMarket();

  it('holds the 8 categories of content/missions with their sub-categories and counts', () => {
    expect(market.categories.map((category) => category.id).sort()).toEqual(
      ['apply', 'experience', 'explore', 'habit', 'learning', 'network', 'self', 'trend'].sort(),
    );
    expect(market.missions.length).toBeGreaterThanOrEqual(400);
    for (const category of market.categories) {
      expect(category.subs.reduce((sum, sub) => sum + sub.count, 0)).toBe(category.count);
    }
    expect(market.categories.reduce((sum, category) => sum + category.count, 0)).toBe(market.missions.length);
  });

  it('gives every mission its category and sub-category names', () => {
    const mission = market.findById('m-explore-001');
    expect(mission).toMatchObject({
      category: { id: 'explore', name: '직업 탐색' },
      sub: { id: 'research', name: '직업 조사' },
      difficulty: 1,
    });
  });
});

describe('a broken mission file stops start-up, naming the file and the field', () => {
  it('refuses a mission of an unknown sub-category', () => {
    const broken = structuredClone(selfFile);
    broken.missions[0].sub = 'nowhere';
    expect(() => readMissionMarket(folderWith({ 'self.json': broken }))).toThrow(
      /self\.json is invalid:\n\s+missions\.0\.sub: unknown sub "nowhere"/,
    );
  });

  it('refuses a difficulty outside 1–3', () => {
    const broken = structuredClone(selfFile);
    broken.missions[2].difficulty = 4;
    expect(() => readMissionMarket(folderWith({ 'self.json': broken }))).toThrow(/missions\.2\.difficulty/);
  });

  it('refuses a file that is not JSON', () => {
    expect(() => readMissionMarket(folderWith({ 'self.json': '{ not json' }))).toThrow(/self\.json cannot be read/);
  });

  it('refuses a mission id used twice', () => {
    const copy = structuredClone(selfFile);
    copy.category.id = 'self-copy';
    expect(() => readMissionMarket(folderWith({ 'a.json': selfFile, 'b.json': copy }))).toThrow(/unique/);
  });
});

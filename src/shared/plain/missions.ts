/**
 * The zod-free half of shared/contracts/missions.ts: how many missions a list or a set holds.
 * The contract re-exports them (with the search word's limit) as MISSION_LIMITS; the web app
 * imports them from here, so a page that only needs a number does not build zod's schemas.
 */
export const MISSION_LIST_LIMITS = {
  listDefault: 20,
  listMax: 100,
  randomDefault: 50,
  randomMax: 100,
  seedMax: 64,
  /** Today's suggestions: at least this many when the market has them… */
  dailyMin: 3,
  /** …and at most this many (one per roadmap's next milestone, up to two, plus three by fit). */
  dailyMax: 5,
} as const;

/** A mission's difficulty (1–3) in words, as every page says it (the glossary's terms). */
export const DIFFICULTY_LABELS: Readonly<Record<number, string>> = { 1: '쉬움', 2: '보통', 3: '도전' };

/**
 * The rule of a search word (`?q=` of the mission market and the job list): its limit, its Korean
 * message and its `zod/mini` schema, written once and used by the server's query schemas
 * (shared/contracts/missions.ts, jobs.ts) and by the web app's search forms (docs/decisions/014).
 */
import * as z from 'zod/mini';

export const SEARCH_QUERY_MAX = 50;

export const SEARCH_MESSAGES = {
  queryTooLong: `검색어는 ${SEARCH_QUERY_MAX}자 이하로 입력해 주세요.`,
} as const;

/** A search word, trimmed: at most 50 characters (empty is a search for nothing). */
export const searchQueryRule = z.string().check(z.trim(), z.maxLength(SEARCH_QUERY_MAX, SEARCH_MESSAGES.queryTooLong));

/** The search forms: one box. */
export const searchFormSchema = z.object({ q: searchQueryRule });

/** Helpers shared by the rules of steps whose answers are lists of ids. */

export function findDuplicates<T>(values: readonly T[]): T[] {
  const seen = new Set<T>();
  const twice = new Set<T>();
  for (const value of values) {
    if (seen.has(value)) twice.add(value);
    seen.add(value);
  }
  return [...twice];
}

/** `ids` without unknown ids and repeats, cut to `max`, first occurrences kept. */
export function keepKnown(ids: readonly string[], known: ReadonlySet<string>, max: number): string[] {
  return [...new Set(ids.filter((id) => known.has(id)))].slice(0, max);
}

/** Up to five ids for a message; the rest as "외 N개". */
export function listForMessage(ids: readonly string[]): string {
  const shown = ids.slice(0, 5).join(', ');
  return ids.length > 5 ? `${shown} 외 ${ids.length - 5}개` : shown;
}

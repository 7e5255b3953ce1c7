/**
 * The `@font-face` rules of a subset web font (one rule per `unicode-range`), read from its CSS,
 * and the ones a text needs: what the browser itself would fetch for that text.
 */
export interface FontFaceRule {
  /** The first file its `src` names. */
  url: string;
  /** Inclusive code point ranges. */
  ranges: ReadonlyArray<readonly [number, number]>;
}

export function fontFaceRules(css: string): FontFaceRule[] {
  const rules: FontFaceRule[] = [];
  for (const [, block = ''] of css.matchAll(/@font-face\s*\{([^}]*)\}/g)) {
    const url = /(?:^|[;\s])src\s*:[^;]*?url\(\s*['"]?([^'")]+)/.exec(block)?.[1];
    if (!url) continue;
    const range = /(?:^|[;\s])unicode-range\s*:\s*([^;]+)/.exec(block)?.[1];
    rules.push({ url, ranges: unicodeRanges(range ?? 'U+0-10FFFF') });
  }
  return rules;
}

/**
 * The rules with a glyph for at least one character of `text`, in their order. Fast on a long
 * text (the job browser's is over 100,000 characters): one pass marking the characters seen,
 * then a binary search per range over the distinct code points; the spread-and-sort it replaced
 * held the page's thread for 15–50 ms unthrottled just after load (a long task on a phone).
 */
export function rulesForText(rules: readonly FontFaceRule[], text: string): FontFaceRule[] {
  const codePoints = distinctCodePoints(text);
  const anyWithin = ([from, to]: readonly [number, number]) => {
    // The first code point at or above `from`, by binary search.
    let low = 0;
    let high = codePoints.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((codePoints[middle] ?? 0) < from) low = middle + 1;
      else high = middle;
    }
    return low < codePoints.length && (codePoints[low] ?? 0) <= to;
  };
  return rules.filter((rule) => rule.ranges.some(anyWithin));
}

/** The code points of `text`, each once, in ascending order (a lone surrogate counts as itself). */
function distinctCodePoints(text: string): number[] {
  const seen = new Uint8Array(0x10000);
  const astral = new Set<number>();
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    if (unit >= 0xd800 && unit <= 0xdbff && index + 1 < text.length) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        astral.add(((unit - 0xd800) << 10) + (next - 0xdc00) + 0x10000);
        index++;
        continue;
      }
    }
    seen[unit] = 1;
  }
  const codePoints: number[] = [];
  for (let unit = 0; unit < seen.length; unit++) if (seen[unit]) codePoints.push(unit);
  // Every astral code point is above every unit of the basic plane: the order holds.
  return codePoints.concat([...astral].sort((a, b) => a - b));
}

/** `U+0-7F, U+AC00, U+4??` → [[0, 0x7f], [0xac00, 0xac00], [0x400, 0x4ff]]; malformed parts are skipped. */
export function unicodeRanges(value: string): Array<[number, number]> {
  const hex = (digits: string) => Number.parseInt(digits, 16);
  const ranges: Array<[number, number]> = [];
  for (const part of value.split(',')) {
    const [, first, last] = /^\s*U\+([0-9a-f?]{1,6})(?:-([0-9a-f]{1,6}))?\s*$/i.exec(part) ?? [];
    if (first === undefined) continue;
    if (last === undefined) ranges.push([hex(first.replaceAll('?', '0')), hex(first.replaceAll('?', 'f'))]);
    else if (!first.includes('?')) ranges.push([hex(first), hex(last)]);
  }
  return ranges;
}

import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fontFaceRules, rulesForText, unicodeRanges } from './font-subsets';

const pretendardCss = readFileSync(
  'node_modules/pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css',
  'utf8',
);
// The same rule as the build writes it (minified, the family unquoted).
const minifiedRule =
  '@font-face{font-family:Pretendard Variable;font-style:normal;font-display:optional;font-weight:45 920;' +
  'src:url(/assets/pretendard-1.3.9/0.woff2)format("woff2-variations");unicode-range:U+F9CA-FA0B,U+FF03-FF05}';

describe('fontFaceRules', () => {
  it("reads every one of Pretendard's 92 subset rules", () => {
    const rules = fontFaceRules(pretendardCss);
    expect(rules).toHaveLength(92);
    for (const [index, rule] of rules.entries()) {
      expect(rule.url).toBe(`./woff2-dynamic-subset/PretendardVariable.subset.${index}.woff2`);
      expect(rule.ranges.length).toBeGreaterThan(0);
    }
  });

  it('reads a minified rule, and skips one without a file', () => {
    expect(fontFaceRules(`${minifiedRule}@font-face{font-family:X;src:local(X)}`)).toEqual([
      {
        url: '/assets/pretendard-1.3.9/0.woff2',
        ranges: [
          [0xf9ca, 0xfa0b],
          [0xff03, 0xff05],
        ],
      },
    ]);
  });
});

/**
 * Any code point, and lone surrogates, up to 30 of them. (fast-check's `unit: 'binary'` says the
 * same but builds a table of all Unicode first: 3 s, which under load passed the 5 s timeout.)
 */
const BEYOND_THE_BASIC_PLANE = fc
  .array(
    fc.oneof(
      fc.integer({ min: 0, max: 0x10ffff }).map((codePoint) => String.fromCodePoint(codePoint)),
      fc.integer({ min: 0xd800, max: 0xdfff }).map((surrogate) => String.fromCharCode(surrogate)),
    ),
    { maxLength: 30 },
  )
  .map((parts) => parts.join(''));

describe('rulesForText', () => {
  const rules = fontFaceRules(pretendardCss);
  /** The rules `rulesForText` picks, by index, in order (one comparison a run keeps 100 runs cheap). */
  const pickedIndexes = (text: string) =>
    rulesForText(rules, text)
      .map((rule) => rules.indexOf(rule))
      .sort((a, b) => a - b);
  /** The rules any of the text's code points falls in, worked out here, by index. */
  const coveringIndexes = (text: string) => {
    const codePoints = Array.from(text, (char) => char.codePointAt(0) ?? 0);
    return rules.flatMap((rule, index) =>
      codePoints.some((cp) => rule.ranges.some(([from, to]) => cp >= from && cp <= to)) ? [index] : [],
    );
  };

  it('picks, for every character, exactly the subsets that cover it', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), (text) => {
        expect(pickedIndexes(text)).toEqual(coveringIndexes(text));
      }),
    );
  });

  it('reads characters beyond the basic plane and lone surrogates as the browser does', () => {
    fc.assert(
      fc.property(BEYOND_THE_BASIC_PLANE, (text) => {
        expect(pickedIndexes(text)).toEqual(coveringIndexes(text));
      }),
    );
  });

  it('picks one subset for a Hangul syllable, and none for an empty page', () => {
    expect(rulesForText(rules, '가')).toHaveLength(1);
    expect(rulesForText(rules, '')).toEqual([]);
  });
});

describe('unicodeRanges', () => {
  it('reads single code points, ranges and wildcards, and skips what is malformed', () => {
    expect(unicodeRanges('U+0-7F, U+AC00, u+4??, U+12?-13, nonsense, U+')).toEqual([
      [0, 0x7f],
      [0xac00, 0xac00],
      [0x400, 0x4ff],
    ]);
  });
});

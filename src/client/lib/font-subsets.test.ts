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

describe('rulesForText', () => {
  const rules = fontFaceRules(pretendardCss);

  it('picks, for every character, exactly the subsets that cover it', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), (text) => {
        const picked = new Set(rulesForText(rules, text));
        for (const rule of rules) {
          const covers = Array.from(text).some((char) => {
            const cp = char.codePointAt(0) ?? 0;
            return rule.ranges.some(([from, to]) => cp >= from && cp <= to);
          });
          expect(picked.has(rule)).toBe(covers);
        }
      }),
    );
  });

  it('reads characters beyond the basic plane and lone surrogates as the browser does', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 30 }), (text) => {
        const picked = new Set(rulesForText(rules, text));
        for (const rule of rules) {
          const covers = Array.from(text).some((char) => {
            const cp = char.codePointAt(0) ?? 0;
            return rule.ranges.some(([from, to]) => cp >= from && cp <= to);
          });
          expect(picked.has(rule)).toBe(covers);
        }
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

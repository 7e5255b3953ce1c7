import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * WCAG 1.4.11 (non-text contrast): the edge of every text field and the empty rating star use
 * --color-outline-strong, which must stay at 3:1 or more against the surfaces they sit on.
 */

const STYLES = path.dirname(new URL(import.meta.url).pathname);
const tokensCss = readFileSync(path.join(STYLES, 'tokens.css'), 'utf8');

function token(name: string): string {
  const match = new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{6})\\s*;`).exec(tokensCss);
  if (!match?.[1]) throw new Error(`tokens.css has no hex value for --${name}`);
  return match[1];
}

/** WCAG 2.2 relative luminance of an sRGB colour written #rrggbb. */
function relativeLuminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('contrast of control edges and empty stars (WCAG 1.4.11)', () => {
  it('computes WCAG ratios (black on white is 21:1, the old #c9d3da on white 1.52:1)', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#c9d3da', '#ffffff')).toBeCloseTo(1.52, 2);
  });

  for (const background of ['color-surface', 'color-background', 'color-primary-soft']) {
    it(`--color-outline-strong is at least 3:1 against --${background}`, () => {
      expect(contrastRatio(token('color-outline-strong'), token(background))).toBeGreaterThanOrEqual(3);
    });
  }

  it('text fields and the empty rating star are drawn with --color-outline-strong', () => {
    const css = (file: string) => readFileSync(path.join(STYLES, '..', file), 'utf8');
    const rule = (source: string, selector: string) =>
      new RegExp(`\\n${selector.replace('.', '\\.')}\\s*\\{([^}]*)\\}`).exec(source)?.[1] ?? '';
    // A text field takes its edge from the shared control look it composes.
    expect(rule(css('features/auth/auth.module.css'), '.input')).toMatch(
      /composes:[^;]*\bcontrol\b[^;]*ui\/layout\.module\.css/,
    );
    expect(rule(css('ui/layout.module.css'), '.control')).toMatch(/border:[^;]*var\(--color-outline-strong\)/);
    expect(rule(css('features/feedback/feedback.module.css'), '.star')).toMatch(
      /\n\s*color:\s*var\(--color-outline-strong\)/,
    );
  });
});

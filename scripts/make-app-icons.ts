/**
 * Draws the installed app's icons from the favicon's mark (a clock face in the brand primary,
 * `--color-primary` in src/client/styles/tokens.css) with resvg, into `public/icons/`. Run it
 * again (`npx tsx scripts/make-app-icons.ts`) when the mark changes; the PNGs are committed.
 *
 * - `icon-{192,512}.png`: the round mark on a transparent background (`purpose: any`).
 * - `maskable-512.png`: the mark inside the middle 80 % of a full square of the brand colour, so a
 *   launcher's circle or squircle mask never cuts it (`purpose: maskable`).
 * - `apple-touch-icon.png` (180): iOS draws no transparency, so a full square like the maskable one.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';

const PRIMARY = '#78c7cb';
const HAND = '<path d="M16 8v8l5 3" stroke="#fff" stroke-width="3" stroke-linecap="round" fill="none"/>';

/** The favicon's mark: a filled circle and a clock hand, in a 32-unit box. */
const roundMark = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="14" fill="${PRIMARY}"/>${HAND}</svg>`;

/** A full square of the brand colour, the hand scaled into the safe zone (a circle of 40 % radius). */
const squareMark = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${PRIMARY}"/><circle cx="16" cy="16" r="10.5" fill="none" stroke="#fff" stroke-width="1.6"/><g transform="translate(16 16) scale(0.75) translate(-16 -16)">${HAND}</g></svg>`;

const out = path.resolve(import.meta.dirname, '../public/icons');

function draw(svg: string, size: number, name: string): void {
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
  writeFileSync(path.join(out, name), png);
}

draw(roundMark, 192, 'icon-192.png');
draw(roundMark, 512, 'icon-512.png');
draw(squareMark, 512, 'maskable-512.png');
draw(squareMark, 180, 'apple-touch-icon.png');

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Font } from 'satori';
import { PRODUCT_NAME } from '../../shared/constants';
import { OG_IMAGE_SIZE } from './og-image-paths';

/** What a preview image says: the subject, a line about it, and (always) the product's name. */
export interface OgCard {
  title: string;
  subtitle: string;
  /** Lines under the title (a shared result card's parts); the title is then smaller. */
  lines?: readonly string[];
}

/** The product's colours (src/client/styles: primary, primary-dark, primary-text, black, muted). */
const COLORS = {
  primary: '#78c7cb',
  primaryDark: '#4fa8ad',
  primarySoft: '#eef8f8',
  primaryText: '#256b70',
  text: '#17191a',
  muted: '#5b6670',
} as const;

let fonts: Font[] | undefined;

/**
 * satori and resvg, imported on the first image: loading them takes about 0.6 s and 30 MB, which
 * a server that is never asked for a preview (or a test) should not pay at start-up.
 */
let renderers: Promise<[typeof import('satori'), typeof import('@resvg/resvg-js')]> | undefined;
function loadRenderers() {
  renderers ??= Promise.all([import('satori'), import('@resvg/resvg-js')]);
  return renderers;
}

/**
 * Pretendard (the web app's font, SIL OFL) as OpenType: satori reads OTF/TTF/WOFF, not WOFF2.
 * Read once, on the first image, from the package in node_modules.
 */
function pretendard(): Font[] {
  if (!fonts) {
    const require = createRequire(import.meta.url);
    const dir = path.join(path.dirname(require.resolve('pretendard/package.json')), 'dist/public/static');
    fonts = [
      { name: 'Pretendard', data: readFileSync(path.join(dir, 'Pretendard-Medium.otf')), weight: 500, style: 'normal' },
      { name: 'Pretendard', data: readFileSync(path.join(dir, 'Pretendard-Bold.otf')), weight: 700, style: 'normal' },
    ];
  }
  return fonts;
}

/** A satori element: what JSX would make, written out (the server has no JSX). */
interface Element {
  type: string;
  props: { style?: Record<string, string | number>; children?: Element | Element[] | string };
}

const box = (style: Element['props']['style'], children?: Element['props']['children']): Element => ({
  type: 'div',
  props: { style: { display: 'flex', ...style }, children },
});

/** Longer titles get a smaller size so two or three lines fit; never more than three lines. */
function titleSize(title: string): number {
  const length = [...title].length;
  if (length <= 10) return 96;
  if (length <= 20) return 76;
  return 60;
}

function layout(card: OgCard): Element {
  return box(
    {
      width: OG_IMAGE_SIZE.width,
      height: OG_IMAGE_SIZE.height,
      boxSizing: 'border-box',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '72px 88px',
      background: `linear-gradient(135deg, ${COLORS.primarySoft} 0%, #ffffff 60%)`,
      borderTop: `16px solid ${COLORS.primary}`,
      fontFamily: 'Pretendard',
      color: COLORS.text,
    },
    [
      box({ flexDirection: 'column', gap: card.lines?.length ? 20 : 28 }, [
        box({ fontSize: 36, fontWeight: 500, color: COLORS.primaryText }, card.subtitle),
        box(
          {
            fontSize: card.lines?.length ? Math.min(64, titleSize(card.title)) : titleSize(card.title),
            fontWeight: 700,
            lineHeight: 1.2,
            wordBreak: 'keep-all',
            textWrap: 'balance',
            lineClamp: 3,
            maxWidth: 1024,
          },
          card.title,
        ),
        ...(card.lines?.length
          ? [
              box(
                {
                  flexDirection: 'column',
                  gap: 12,
                  fontSize: 34,
                  fontWeight: 500,
                  color: COLORS.muted,
                  maxWidth: 1024,
                },
                card.lines.slice(0, 3).map((line) => box({ lineClamp: 1, wordBreak: 'keep-all' }, line)),
              ),
            ]
          : []),
      ]),
      box({ alignItems: 'center', gap: 20 }, [
        box({ width: 44, height: 44, borderRadius: 22, background: COLORS.primaryDark }),
        box({ fontSize: 36, fontWeight: 700, color: COLORS.text }, PRODUCT_NAME),
      ]),
    ],
  );
}

/** The card as SVG, its text drawn as glyph outlines (no font needed to show it). */
export async function ogCardSvg(card: OgCard): Promise<string> {
  const [{ default: satori }] = await loadRenderers();
  // satori's typings want a ReactNode; the element above is what JSX compiles to.
  return satori(layout(card) as unknown as Parameters<typeof satori>[0], {
    width: OG_IMAGE_SIZE.width,
    height: OG_IMAGE_SIZE.height,
    fonts: pretendard(),
  });
}

/** The card as a 1200×630 PNG. */
export async function ogCardPng(card: OgCard): Promise<Buffer> {
  const svg = await ogCardSvg(card);
  const [, { Resvg }] = await loadRenderers();
  return new Resvg(svg, { fitTo: { mode: 'width', value: OG_IMAGE_SIZE.width } }).render().asPng();
}

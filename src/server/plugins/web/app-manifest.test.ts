import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_NAME } from '../../../shared/constants';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The installed app's files as they are in `public/` (Vite copies them into the built web root). */
const repo = path.resolve(import.meta.dirname, '../../../..');
const PUBLIC_FILES = [
  'manifest.webmanifest',
  'sw.js',
  'icons/icon-192.png',
  'icons/icon-512.png',
  'icons/maskable-512.png',
  'icons/apple-touch-icon.png',
];

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

let t: TestApp;

beforeAll(async () => {
  const webRoot = path.join(mkdtempSync(path.join(tmpdir(), 'jinro-pwa-')), 'web');
  mkdirSync(path.join(webRoot, 'icons'), { recursive: true });
  writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html><head><!--app-head--></head><body><div id="root"></div></body></html>',
  );
  for (const file of PUBLIC_FILES) copyFileSync(path.join(repo, 'public', file), path.join(webRoot, file));
  t = await createTestApp({ webRoot });
});

afterAll(async () => {
  await t.close();
});

/** A PNG's width and height from its IHDR chunk, after checking the signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const token = (name: string) =>
  new RegExp(`--${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(
    readFileSync(path.join(repo, 'src/client/styles/tokens.css'), 'utf8'),
  )?.[1];

describe('the web app manifest', () => {
  it('is served as a manifest with the fields a browser needs to install the app', async () => {
    const res = await t.app.inject({ url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = res.json();
    expect(manifest).toMatchObject({
      name: PRODUCT_NAME,
      lang: 'ko',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: token('color-primary'),
      background_color: token('color-background'),
    });
    expect(manifest.short_name).toMatch(/^[가-힣 ]{1,12}$/);
    const icons = manifest.icons as ManifestIcon[];
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
  });

  it('names icons that are real PNGs of the sizes it states', async () => {
    const manifest = (await t.app.inject({ url: '/manifest.webmanifest' })).json();
    for (const icon of manifest.icons as ManifestIcon[]) {
      const res = await t.app.inject({ url: icon.src });
      expect(res.statusCode, icon.src).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      const { width, height } = pngSize(res.rawPayload);
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
    const apple = await t.app.inject({ url: '/icons/apple-touch-icon.png' });
    expect(pngSize(apple.rawPayload)).toEqual({ width: 180, height: 180 });
  });

  it('is linked from the page template with the theme colour and the apple-touch-icon', () => {
    const template = readFileSync(path.join(repo, 'index.html'), 'utf8');
    expect(template).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(template).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />');
    expect(template).toContain(`<meta name="theme-color" content="${token('color-primary')}" />`);
  });

  it('serves the service worker from the root, revalidated on every check, so it controls every page', async () => {
    const res = await t.app.inject({ url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain("addEventListener('fetch'");
  });
});

import { createHash } from 'node:crypto';
import etag from '@fastify/etag';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';
import { PRODUCT_NAME } from '../../shared/constants';
import { shareCardLines, shareCardTitle } from '../../shared/share-card';
import { getContentStore } from '../modules/content/content-store';
import { findJobByName, getJobCatalog, listIndustries } from '../modules/jobs/jobs.service';
import { findSharedCard } from '../modules/share-links/share-links.service';
import { sendNotFound } from '../plugins/errors';
import { type OgCard, ogCardPng } from './og-card';
import { OG_IMAGE_ROUTES } from './og-image-paths';

/**
 * Link previews may keep an image a month; the ETag lets them check it after that. An image
 * changes only with its subject's name or line, which change with a new catalog or content.
 */
const OG_CACHE_CONTROL = 'public, max-age=2592000';
/** A shared card's image is asked again each time (ETag): once revoked, no cache may show it. */
const SHARE_CACHE_CONTROL = 'public, no-cache';

/** Memory the rendered images may take (about 40–90 KB each: every job, article and story fit). */
const MAX_CACHED_IMAGE_BYTES = 32 * 1024 * 1024;

interface RenderedImage {
  png: Buffer;
  etag: string;
}

const DEFAULT_CARD: OgCard = { title: PRODUCT_NAME, subtitle: '나를 알고, 길을 찾는 시간' };

/**
 * The preview images of `og:image`: a 1200×630 PNG per job, article and story with its name and
 * a line about it in Pretendard, and one for every other page. Each is drawn on its first
 * request (satori, then resvg) and kept in memory, bounded; an unknown job or piece is a 404.
 * Drawing takes the CPU for about 0.1 s, so images are drawn one at a time.
 */
export async function registerOgImageRoutes(app: FastifyInstance): Promise<void> {
  const catalog = getJobCatalog();
  const content = getContentStore();
  const industryName = new Map(listIndustries(catalog).map((industry) => [industry.id, industry.name]));
  const images = new LRUCache<string, RenderedImage>({
    maxSize: MAX_CACHED_IMAGE_BYTES,
    sizeCalculation: (image) => image.png.length,
  });
  const drawing = new Map<string, Promise<RenderedImage>>();
  let queue: Promise<unknown> = Promise.resolve();

  const imageFor = (key: string, card: OgCard): Promise<RenderedImage> => {
    const cached = images.get(key);
    if (cached) return Promise.resolve(cached);
    let draw = drawing.get(key);
    if (!draw) {
      draw = queue
        .then(() => ogCardPng(card))
        .then((png) => {
          const image = { png, etag: `"${createHash('sha256').update(png).digest('base64url').slice(0, 27)}"` };
          images.set(key, image);
          return image;
        })
        .finally(() => drawing.delete(key));
      queue = draw.catch(() => undefined);
      drawing.set(key, draw);
    }
    return draw;
  };

  const send = async (reply: FastifyReply, key: string, card: OgCard, cacheControl = OG_CACHE_CONTROL) => {
    const image = await imageFor(key, card);
    reply
      .header('cache-control', cacheControl)
      .header('etag', image.etag)
      // Previews are shown by other sites' pages.
      .header('cross-origin-resource-policy', 'cross-origin')
      .type('image/png')
      .send(image.png);
  };

  /** The name in `…/{name}.png`, or `undefined` for any other file. */
  const nameOf = (file: string) => (file.endsWith('.png') ? file.slice(0, -'.png'.length) : undefined);
  const options = { schema: { hide: true } };

  // In a scope of their own: @fastify/etag answers 304 when If-None-Match has the image's ETag.
  await app.register(async (scope) => {
    await scope.register(etag);
    scope.get(OG_IMAGE_ROUTES.fallback, options, (_request, reply) => send(reply, 'default', DEFAULT_CARD));

    scope.get<{ Params: { file: string } }>(`${OG_IMAGE_ROUTES.job}:file`, options, (request, reply) => {
      const name = nameOf(request.params.file);
      const job = name === undefined ? undefined : findJobByName(catalog, name);
      if (!job) return sendNotFound(request, reply);
      const industry = industryName.get(job.industry);
      const subtitle = industry ? `${industry} · 하는 일과 필요한 능력` : '하는 일과 필요한 능력';
      return send(reply, `job:${job.id}`, { title: job.name, subtitle });
    });

    scope.get<{ Params: { file: string } }>(`${OG_IMAGE_ROUTES.article}:file`, options, (request, reply) => {
      const id = nameOf(request.params.file);
      const article = content.articles.find((candidate) => candidate.id === id);
      if (!article) return sendNotFound(request, reply);
      const subtitle = `${article.categoryLabel} · 지혜의 시간`;
      return send(reply, `article:${article.id}`, { title: article.title, subtitle });
    });

    scope.get<{ Params: { file: string } }>(`${OG_IMAGE_ROUTES.story}:file`, options, (request, reply) => {
      const id = nameOf(request.params.file);
      const story = content.stories.find((candidate) => candidate.id === id);
      if (!story) return sendNotFound(request, reply);
      return send(reply, `story:${story.id}`, { title: story.title, subtitle: '만드는 이야기' });
    });

    // The card is a snapshot (never changes), so its drawing is kept by id; the row is read first on
    // every request, so a revoked card answers 404 at once.
    scope.get<{ Params: { file: string } }>(`${OG_IMAGE_ROUTES.share}:file`, options, async (request, reply) => {
      const id = nameOf(request.params.file);
      const shared = id === undefined ? undefined : await findSharedCard(app.database.db, id);
      if (!shared) {
        images.delete(`share:${id}`);
        reply.header('cache-control', 'no-store');
        return sendNotFound(request, reply);
      }
      const card = {
        title: shareCardTitle(shared.card),
        subtitle: '나의 결과 카드',
        lines: shareCardLines(shared.card),
      };
      return send(reply, `share:${shared.id}`, card, SHARE_CACHE_CONTROL);
    });
  });
}

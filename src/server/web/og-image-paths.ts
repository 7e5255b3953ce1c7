import type { HeadData } from '../../shared/head-data';

/** Open Graph's large preview: what KakaoTalk, Facebook and X crop least. */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Where each kind of preview image is served (`src/server/web/og-images.ts`). */
export const OG_IMAGE_ROUTES = {
  job: '/og/jobs/',
  article: '/og/articles/',
  story: '/og/stories/',
  share: '/og/share/',
  fallback: '/og/default.png',
} as const;

/** The preview image of a page: its job's, article's or story's own, else the product's. */
export function ogImagePath(data: HeadData | undefined): string {
  switch (data?.kind) {
    case 'job':
      return `${OG_IMAGE_ROUTES.job}${encodeURIComponent(data.job.name)}.png`;
    case 'article':
      return `${OG_IMAGE_ROUTES.article}${encodeURIComponent(data.piece.id)}.png`;
    case 'story':
      return `${OG_IMAGE_ROUTES.story}${encodeURIComponent(data.piece.id)}.png`;
    case 'share':
      return `${OG_IMAGE_ROUTES.share}${encodeURIComponent(data.share.id)}.png`;
    default:
      return OG_IMAGE_ROUTES.fallback;
  }
}

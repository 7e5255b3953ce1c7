import { PRODUCT_NAME } from '../../../shared/constants';
import { escapeHtml } from '../../lib/escape-html';

/** What the head of a page is built from: the route shown, its title and description, its data. */
export interface HeadInput {
  /** The path asked for, e.g. `/job-browser/간호사`. */
  pathname: string;
  /** The route pattern it matched, e.g. `/job-browser/:jobName` (none without the server renderer). */
  routePattern: string | undefined;
  /** The route's title and description (`src/client/app/route-meta.ts`). */
  meta: { title: string; description: string } | undefined;
  /** The state the page was rendered with (its RTK Query cache holds the page's data). */
  state: unknown;
}

const DEFAULT_DESCRIPTION =
  '가치관·강점·흥미 검사로 나를 알고, 이유가 보이는 직업 추천과 미션 로드맵으로 진로를 찾아가요.';

/**
 * The tags of a page's `<head>` that depend on the page: the one place the HTML template
 * (`<!--app-head-->` in index.html) gets them. Today the route's title and description; the
 * per-page heads (canonical URL, Open Graph, JSON-LD) plug in here.
 */
export function renderHead({ meta }: HeadInput): string {
  const title = !meta || meta.title === PRODUCT_NAME ? PRODUCT_NAME : `${meta.title} | ${PRODUCT_NAME}`;
  const description = meta?.description ?? DEFAULT_DESCRIPTION;
  return `<title>${escapeHtml(title)}</title>\n    <meta name="description" content="${escapeHtml(description)}" />`;
}

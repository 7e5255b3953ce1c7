import { PRODUCT_NAME } from './constants';
import { formatTitle } from './page-title';

/**
 * What the browser tab, link previews and search engines read for a page: its title and
 * description, for a detail page how they name the page's subject (a job, an article, a mission
 * category…), and where the page sits in the menu's trail. Each route module declares its own
 * (`head`, `src/client/app/route-module.ts`); the web app sets the tab from it after a
 * navigation, and the server renderer hands it to the server, which writes the page's `<head>`
 * (`src/server/web/head.ts`).
 */
export interface RouteHead {
  /** The title when nothing names the page's subject (before its data is known, or without it). */
  title: string;
  description: string;
  subject?: SubjectRule;
  /**
   * The pages between home and this one, as a visitor knows them from the menu (a job under
   * 직업 탐색), for the search engines' breadcrumb trail; `undefined` when the page has none. A
   * detail page's trail is written only when its subject is known.
   */
  parents?: (page: {
    params: Readonly<Record<string, string | undefined>>;
    subject: PageSubject;
  }) => readonly Crumb[] | undefined;
}

/** One page of a breadcrumb trail. */
export interface Crumb {
  name: string;
  path: string;
}

/** What a detail page is about, as its data (or its URL) names it. */
export interface PageSubject {
  /** The subject's own name: a job's, an article's title, a mission category's. */
  name: string;
  /** Its summary, when it has one; the page's description then says it. */
  summary?: string;
  /** What the subject belongs to, when the title names both (a sub-category's category). */
  parent?: string;
}

/** How a detail page's title and description name its subject. */
interface SubjectRule {
  /** The route parameter that names the subject when there is no data at hand (`jobName`). */
  param?: string;
  title: (subject: PageSubject) => string;
  description?: (subject: PageSubject) => string;
}

/** A page's title (with the product's name) and description, as the tab and link previews show them. */
export interface PageHead {
  title: string;
  description: string;
  /** Whether the title names the page's subject (false: a detail page whose subject is unknown). */
  named: boolean;
}

/** What the product says of itself: the home page's description, and the head of a page that names nothing. */
export const SITE_HEAD: RouteHead = {
  title: PRODUCT_NAME,
  description: '가치관·강점·흥미 검사로 나를 알고, 이유가 보이는 직업 추천과 미션 로드맵으로 진로를 찾아가요.',
};

/** Longest subject name a title takes from a URL; longer ones are cut with an ellipsis. */
const MAX_PARAM_NAME = 60;

/**
 * The title and description of a page: its route's, or, for a detail page, naming its subject,
 * from its data when given, else from the URL parameter that names it (a job page's `jobName`).
 */
export function pageHead(
  head: RouteHead,
  params: Readonly<Record<string, string | undefined>> = {},
  subject?: PageSubject,
): PageHead {
  const rule = head.subject;
  const fromParam = rule?.param === undefined ? undefined : params[rule.param]?.trim();
  const named = subject ?? (fromParam ? { name: shorten(fromParam) } : undefined);
  if (!rule || !named) return { title: formatTitle(head.title), description: head.description, named: !rule };
  return {
    title: formatTitle(rule.title(named)),
    description: rule.description?.(named) ?? head.description,
    named: true,
  };
}

function shorten(name: string): string {
  const chars = [...name];
  return chars.length <= MAX_PARAM_NAME ? name : `${chars.slice(0, MAX_PARAM_NAME - 1).join('')}…`;
}

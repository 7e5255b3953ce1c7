/**
 * The part of React Router's API the app uses, in about 2 KB (gzip) instead of 13 KB: the
 * production build resolves `react-router` to this module (`vite.config.ts`), and the code and
 * its component tests keep importing and running React Router itself (docs/decisions/005).
 *
 * It follows React Router 7's declarative mode (`<BrowserRouter>`, `<Routes>`) for what the app
 * does with it: absolute paths, one level of layout route, `:param` segments, `replace`, history
 * steps. An export the app starts to use that is missing here fails the build, not a visit.
 */
import {
  Children,
  type ComponentProps,
  createContext,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { createRouteMatcher } from '../../../shared/route-match';
import { isPlainLeftClick } from '../plain-click';

export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** A new key for every history entry, kept when the entry is returned to. */
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  /** Accepted for React Router compatibility; a declarative router never resets scroll itself. */
  preventScrollReset?: boolean;
}

export type NavigateFunction = {
  (to: string, options?: NavigateOptions): void;
  (delta: number): void;
};

interface RouterState {
  location: Location;
  navigationType: NavigationType;
}

interface HistoryEntryState {
  key: string;
  usr: unknown;
}

const RouterContext = createContext<RouterState | null>(null);
const NavigateContext = createContext<NavigateFunction | null>(null);
const OutletContext = createContext<ReactNode>(null);
const ParamsContext = createContext<Readonly<Record<string, string>>>({});

function readLocation(): Location {
  const state = window.history.state as Partial<HistoryEntryState> | null;
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: state?.usr ?? null, key: state?.key ?? 'default' };
}

function newKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

/** `to` on the current page: an absolute path, or a `?query` / `#hash` of the current path. */
function hrefOf(to: string, current: Location): string {
  if (to.startsWith('?')) return `${current.pathname}${to === '?' ? '' : to}`;
  if (to.startsWith('#')) return `${current.pathname}${current.search}${to}`;
  return to;
}

function samePlace(href: string, location: Location): boolean {
  return href === `${location.pathname}${location.search}${location.hash}`;
}

/** The app's router, on the browser's history. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [router, setRouter] = useState<RouterState>(() => ({ location: readLocation(), navigationType: 'POP' }));

  useEffect(() => {
    const onPopState = () => setRouter({ location: readLocation(), navigationType: 'POP' });
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const navigate = useCallback((to: string | number, options: NavigateOptions = {}) => {
    if (typeof to === 'number') {
      window.history.go(to);
      return;
    }
    const entry: HistoryEntryState = { key: newKey(), usr: options.state ?? null };
    const href = hrefOf(to, readLocation());
    if (options.replace) window.history.replaceState(entry, '', href);
    else window.history.pushState(entry, '', href);
    setRouter({ location: readLocation(), navigationType: options.replace ? 'REPLACE' : 'PUSH' });
  }, []) as NavigateFunction;

  return (
    <NavigateContext.Provider value={navigate}>
      <RouterContext.Provider value={router}>{children}</RouterContext.Provider>
    </NavigateContext.Provider>
  );
}

function useRouter(): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error('useLocation() may be used only inside <BrowserRouter>');
  return router;
}

export function useLocation(): Location {
  return useRouter().location;
}

export function useNavigationType(): NavigationType {
  return useRouter().navigationType;
}

export function useNavigate(): NavigateFunction {
  const navigate = useContext(NavigateContext);
  if (!navigate) throw new Error('useNavigate() may be used only inside <BrowserRouter>');
  return navigate;
}

export function useParams<T extends Record<string, string | undefined> = Record<string, string | undefined>>(): T {
  return useContext(ParamsContext) as T;
}

type SearchParamsInit = URLSearchParams | string | Record<string, string>;

export function useSearchParams(): [
  URLSearchParams,
  (next: SearchParamsInit | ((previous: URLSearchParams) => SearchParamsInit), options?: NavigateOptions) => void,
] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchParamsInit | ((previous: URLSearchParams) => SearchParamsInit), options?: NavigateOptions) => {
      const value = typeof next === 'function' ? next(new URLSearchParams(window.location.search)) : next;
      navigate(`?${new URLSearchParams(value).toString()}`, options);
    },
    [navigate],
  );
  return [params, setParams];
}

export interface LinkProps extends Omit<ComponentProps<'a'>, 'href'> {
  to: string;
  replace?: boolean;
  state?: unknown;
}

export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const { location } = useRouter();
  const navigate = useNavigate();
  const href = hrefOf(to, location);
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        // The page follows a plain left click on a same-tab link itself.
        if (!isPlainLeftClick(event) || (target && target !== '_self')) return;
        event.preventDefault();
        // As React Router does: a link to the page already shown replaces its entry.
        navigate(href, { replace: replace ?? samePlace(href, location), state });
      }}
    />
  );
}

export interface NavLinkProps extends LinkProps {
  /** Active only on this exact path, not on the paths below it. */
  end?: boolean;
}

/** A link that says `aria-current="page"` (and has the `active` class) while its page is shown. */
export function NavLink({ end = false, className, ...rest }: NavLinkProps) {
  const { pathname } = useLocation();
  const target = rest.to.split(/[?#]/)[0]?.toLowerCase() ?? '';
  const current = pathname.toLowerCase();
  const isActive =
    current === target || (!end && target !== '/' && current.startsWith(target.endsWith('/') ? target : `${target}/`));
  return (
    <Link
      {...rest}
      className={[className, isActive ? 'active' : null].filter(Boolean).join(' ') || undefined}
      aria-current={isActive ? 'page' : undefined}
    />
  );
}

export interface RouteProps {
  path?: string;
  element?: ReactNode;
  children?: ReactNode;
}

/** Configuration read by `<Routes>`; it renders nothing itself. */
export function Route(_props: RouteProps): ReactElement | null {
  return null;
}

/** The page of the current path inside its layout route; an element named by `<Outlet>`. */
export function Outlet() {
  return <>{useContext(OutletContext)}</>;
}

interface FlatRoute {
  path: string;
  element: ReactNode;
  /** The elements of the layout routes around it, outermost first. */
  layouts: ReactNode[];
}

function flatten(children: ReactNode, layouts: ReactNode[] = []): FlatRoute[] {
  const routes: FlatRoute[] = [];
  for (const child of Children.toArray(children)) {
    if (!isValidElement<RouteProps>(child)) continue;
    const { path, element, children: nested } = child.props;
    if (path === undefined) routes.push(...flatten(nested, [...layouts, element]));
    else routes.push({ path, element, layouts });
  }
  return routes;
}

function paramsOf(pattern: string, pathname: string): Record<string, string> {
  const names = pattern.split('/').filter(Boolean);
  const values = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  names.forEach((name, i) => {
    if (!name.startsWith(':')) return;
    const value = values[i] ?? '';
    try {
      params[name.slice(1)] = decodeURIComponent(value);
    } catch {
      params[name.slice(1)] = value;
    }
  });
  return params;
}

/** The route that matches the current path, inside its layouts; nothing when none matches. */
export function Routes({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const routes = flatten(children);
  const route = createRouteMatcher(routes)(pathname);
  if (!route) return null;
  let rendered = route.element;
  for (const layout of [...route.layouts].reverse()) {
    rendered = <OutletContext.Provider value={rendered}>{layout}</OutletContext.Provider>;
  }
  // The layouts see the page's parameters too, as in React Router.
  return <ParamsContext.Provider value={paramsOf(route.path, pathname)}>{rendered}</ParamsContext.Provider>;
}

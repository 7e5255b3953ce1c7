import './styles/global.css';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, useLocation } from 'react-router';
import { AppRoutes, preloadPage } from './app/router';
import { startServiceWorker } from './app/service-worker';
import { type AppStore, makeHydratedStore, makeStore, type ServerState, startUser } from './app/store';
import { captureInstallPrompt } from './features/install/install-prompt';
import { applyMessengerScrollFix } from './lib/messenger-scroll-fix';
import { loadWebFont } from './lib/web-font';

/**
 * The page came rendered from the server (`entry-server.tsx`) with the state it was rendered with
 * (`<script type="application/json" id="server-state">`): the store starts from that state, so
 * no page asks again for data the server sent, and React hydrates the HTML instead of painting
 * it anew. Without it (the Vite dev server), the app renders in the browser.
 */
function readServerState(): ServerState | undefined {
  const element = document.getElementById('server-state');
  if (!element?.textContent) return undefined;
  return JSON.parse(element.textContent) as ServerState;
}

applyMessengerScrollFix();
loadWebFont();
captureInstallPrompt();

/**
 * The address the server rendered this document for: the document's own load, which a move inside
 * it (Back to an entry of the same document, before the router listens) does not change.
 */
const renderedAddress = (() => {
  const load = performance.getEntriesByType?.('navigation')[0];
  return load ? pathAndQuery(new URL(load.name)) : pathAndQuery(window.location);
})();

function pathAndQuery(address: { pathname: string; search: string }): string {
  return address.pathname + address.search;
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

/**
 * Start-up in three tasks, so a phone can paint and answer a tap in between and none of them is
 * long: evaluating the code (this module), then the store from the server's state (parsing and
 * freezing it), then hydration (`hydrate`). In one task, the three were one of the load's longest.
 */
setTimeout(() => {
  const serverState = readServerState();
  const store: AppStore = serverState ? makeHydratedStore(serverState) : makeStore();
  startUser(store, { fromServer: serverState !== undefined });
  startServiceWorker(store);
  // The page's module is named in the HTML (modulepreload), so it is on its way or in: hydrating
  // once it is in renders the same tree the server did, with nothing suspended.
  void preloadPage(window.location.pathname)
    .catch(() => undefined)
    .then(() =>
      setTimeout(() =>
        // Back or Forward pressed before the code ran: the address is no longer the one the HTML
        // was rendered for, so the page is rendered anew for the address shown.
        hydrate(container, store, serverState !== undefined && renderedAddress === pathAndQuery(window.location)),
      ),
    );
});

/**
 * Hydration runs as a transition, as Next.js starts its pages: React then hydrates in slices of a
 * few milliseconds and yields between them, instead of in one task as long as the whole tree takes
 * (on a phone, the load's longest). The server's HTML is on screen meanwhile; a tap on it before
 * the slices are done makes React finish hydrating at once and replays the tap.
 */
function hydrate(container: HTMLElement, store: AppStore, fromServer: boolean): void {
  const app = (
    <StrictMode>
      <Provider store={store}>
        <BrowserRouter>
          <HearEarlyMoves />
          <AppRoutes />
        </BrowserRouter>
      </Provider>
    </StrictMode>
  );
  startTransition(() => {
    if (fromServer) hydrateRoot(container, app, { onRecoverableError: reportRecoverable });
    else createRoot(container, { onRecoverableError: reportRecoverable }).render(app);
  });
}

/**
 * Back or Forward pressed while the page hydrates (in slices, `hydrate`), after the router read the
 * address and before it listens: the browser's popstate went unheard, and the page would stay on the
 * old address's content. Once the router listens, it hears the move it missed.
 */
function HearEarlyMoves(): null {
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the moves before the router listened
  useEffect(() => {
    if (pathAndQuery(window.location) !== pathAndQuery(location))
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, []);
  return null;
}

/**
 * React's default report of an error it recovered from names only its own code (minified #520,
 * #418, …); the error that caused it is in `cause`, and where in the tree in the component stack.
 * Say all three, so a log says what went wrong and where.
 */
function reportRecoverable(error: unknown, info: { componentStack?: string }): void {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : null;
  console.error(
    error instanceof Error ? error.message : error,
    cause ? `— cause: ${cause.message}\n${cause.stack ?? ''}` : '',
    info.componentStack ? `— in:${info.componentStack}` : '',
  );
}

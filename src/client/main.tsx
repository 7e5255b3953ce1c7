import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { AppRoutes, preloadPage } from './app/router';
import { makeStore, startUser } from './app/store';
import { applyMessengerScrollFix } from './lib/messenger-scroll-fix';
import { carriesPageData } from './lib/page-data';
import { loadWebFont } from './lib/web-font';

const store = makeStore();
startUser(store);
applyMessengerScrollFix();

loadWebFont();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// Evaluating the code and rendering the app are two tasks, not one long one: a phone can paint
// and answer a tap in between (total blocking time, docs/performance.md). Not a top-level
// `await`: that would make the bundler split the first script into twenty small files.
// A page that carries its text in the HTML (an article, a story: lib/page-data.ts) first waits
// for its module (preloaded with this one), so that text is in the first paint rather than after
// a loading state. Other pages paint the shell and the notice without waiting.
const firstPage = carriesPageData() ? preloadPage(window.location.pathname).catch(() => undefined) : undefined;
setTimeout(() => {
  void Promise.resolve(firstPage).then(() => render(container));
}, 0);

function render(root: HTMLElement) {
  createRoot(root).render(
    <StrictMode>
      <Provider store={store}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Provider>
    </StrictMode>,
  );
}

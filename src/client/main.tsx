import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/router';
import { makeStore, startUser } from './app/store';
import { applyMessengerScrollFix } from './lib/messenger-scroll-fix';

const store = makeStore();
startUser(store);
applyMessengerScrollFix();

// Pretendard (spec §9) comes after the page has loaded: until then text shows in the system's
// Korean font. Loaded with the page, its ten or so subsets competed with the page's own code on a
// slow network and re-laid out the text as each arrived (LCP 3.0 s → 1.9 s on /login without them).
function loadWebFont() {
  void import('pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css');
}
// At the first idle moment after `load`, so that the first screen has painted before it starts.
function whenIdle(run: () => void) {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2_000 });
  else setTimeout(run, 300);
}
if (document.readyState === 'complete') whenIdle(loadWebFont);
else window.addEventListener('load', () => whenIdle(loadWebFont), { once: true });

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Provider>
  </StrictMode>,
);

import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/router';
import { makeStore, persistUser } from './app/store';
import { refreshUser, restoreUser } from './features/auth/user-slice';
import { applyMessengerScrollFix } from './lib/messenger-scroll-fix';

const store = makeStore();
// Spec §4: the user saved in local storage shows at once, then the server confirms it.
store.dispatch(restoreUser());
persistUser(store);
void store.dispatch(refreshUser());
applyMessengerScrollFix();

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

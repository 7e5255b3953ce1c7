import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BrowserRouter,
  Link,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from '.';

function Probe() {
  const location = useLocation();
  const type = useNavigationType();
  return (
    <output data-testid="probe" data-key={location.key}>
      {`${type} ${location.pathname}${location.search}`}
    </output>
  );
}

function Layout() {
  const { jobName } = useParams();
  return (
    <div>
      <nav>
        <NavLink to="/">홈</NavLink>
        <NavLink to="/job-browser" end>
          직업 (정확히)
        </NavLink>
        <NavLink to="/job-browser">직업</NavLink>
      </nav>
      <p data-testid="layout-param">{jobName ?? '-'}</p>
      <Outlet />
      <Probe />
    </div>
  );
}

function JobPage() {
  const { jobName } = useParams();
  return <h1>{jobName}</h1>;
}

function SearchBox() {
  const [params, setParams] = useSearchParams();
  return (
    <button type="button" onClick={() => setParams({ q: '간호' }, { replace: true })}>
      {`검색어: ${params.get('q') ?? ''}`}
    </button>
  );
}

function Home() {
  const navigate = useNavigate();
  return (
    <>
      <h1>홈</h1>
      <Link to="/job-browser/%EA%B0%84%ED%98%B8%EC%82%AC">간호사 보기</Link>
      <Link to="/">홈으로</Link>
      <button type="button" onClick={() => navigate('/job-browser?q=a', { replace: true })}>
        바꾸기
      </button>
    </>
  );
}

function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<Layout />}>
          <Route path="/" element={<Home />} />
          <Route path="/job-browser" element={<SearchBox />} />
          <Route path="/job-browser/:jobName" element={<JobPage />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}

const probe = () => screen.getByTestId('probe');

describe('router-lite', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('renders the matching route inside its layout, with decoded parameters for both', () => {
    window.history.replaceState(null, '', '/job-browser/%EA%B0%84%ED%98%B8%EC%82%AC');
    render(<App />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('간호사');
    expect(screen.getByTestId('layout-param').textContent).toBe('간호사');
    expect(probe().textContent).toBe('POP /job-browser/%EA%B0%84%ED%98%B8%EC%82%AC');
  });

  it('renders nothing, not even the layout, for a path no route matches', () => {
    window.history.replaceState(null, '', '/no/such/page/here');
    const { container } = render(<App />);
    expect(container.innerHTML).toBe('');
  });

  it('follows a plain click on a link with a new history entry', () => {
    render(<App />);
    const before = window.history.length;
    const firstKey = probe().dataset.key;
    const click = fireEvent.click(screen.getByRole('link', { name: '간호사 보기' }), { button: 0 });
    expect(click).toBe(false); // the browser's own navigation was prevented
    expect(window.location.pathname).toBe('/job-browser/%EA%B0%84%ED%98%B8%EC%82%AC');
    expect(window.history.length).toBe(before + 1);
    expect(probe().textContent).toBe('PUSH /job-browser/%EA%B0%84%ED%98%B8%EC%82%AC');
    expect(probe().dataset.key).not.toBe(firstKey);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('간호사');
  });

  it('leaves clicks with a modifier key to the browser', () => {
    render(<App />);
    const click = fireEvent.click(screen.getByRole('link', { name: '간호사 보기' }), { button: 0, ctrlKey: true });
    expect(click).toBe(true); // not prevented: the browser opens it (in a new tab)
    expect(probe().textContent).toBe('POP /');
  });

  it('replaces the entry when a link points at the page already shown', () => {
    render(<App />);
    const before = window.history.length;
    fireEvent.click(screen.getByRole('link', { name: '홈으로' }), { button: 0 });
    expect(window.history.length).toBe(before);
    expect(probe().textContent).toBe('REPLACE /');
  });

  it('navigates with replace, and sets the query of the current path', () => {
    render(<App />);
    const before = window.history.length;
    fireEvent.click(screen.getByRole('button', { name: '바꾸기' }));
    expect(probe().textContent).toBe('REPLACE /job-browser?q=a');
    fireEvent.click(screen.getByRole('button', { name: '검색어: a' }));
    expect(window.location.search).toBe(`?q=${encodeURIComponent('간호')}`);
    expect(screen.getByRole('button', { name: '검색어: 간호' })).toBeTruthy();
    expect(window.history.length).toBe(before);
  });

  it('returns to an entry on a history step, with that entry’s key', () => {
    render(<App />);
    const homeKey = probe().dataset.key;
    fireEvent.click(screen.getByRole('link', { name: '간호사 보기' }), { button: 0 });
    act(() => {
      window.history.replaceState({ key: homeKey, usr: null }, '', '/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(probe().textContent).toBe('POP /');
    expect(probe().dataset.key).toBe(homeKey);
  });

  it('marks the navigation link of the page shown, and `end` only on its exact path', () => {
    window.history.replaceState(null, '', '/job-browser/x');
    render(<App />);
    const current = (name: string) => screen.getByRole('link', { name }).getAttribute('aria-current');
    expect(current('홈')).toBeNull();
    expect(current('직업 (정확히)')).toBeNull();
    expect(current('직업')).toBe('page');
    expect(screen.getByRole('link', { name: '직업' }).className).toBe('active');
  });
});

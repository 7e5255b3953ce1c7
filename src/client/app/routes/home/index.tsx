import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { CONTACT_EMAIL } from '../../../../shared/constants';
import { type RouteHead, SITE_HEAD } from '../../../../shared/route-head';
import { visitorProgress } from '../../../features/assessments/quick-start';
import { selectIsLoggedIn } from '../../../features/auth/user-slice';
import { contentApi } from '../../../features/content/content-api';
import { paths } from '../../../lib/paths';
import { useHydrated } from '../../../lib/use-hydrated';
import { useStickyBar } from '../../../lib/use-sticky-bar';
import buttons from '../../../ui/button.module.css';
import { Icon, type IconName } from '../../../ui/icon';
import type { RouteModule } from '../../route-module';
import styles from './home.module.css';
import { BoardCard } from './parts/board-card';
import { PersonalLoading } from './parts/personal-loading';
import { ShortcutGrid } from './parts/shortcut-grid';
import { useHomeScroll } from './use-home-scroll';

/**
 * The signed-in person's parts (what to do next, today's missions, growth, jobs, dream list):
 * their own chunk, so the signed-out home loads none of it. Their styles are in home.module.css,
 * which the page's HTML carries inline, so the server-rendered parts are styled from the first paint.
 */
const PersonalHome = lazy(() => import('./parts/personal-home'));

interface ServiceCard {
  key: string;
  to: string;
  eyebrow: string;
  title: string;
  body: string;
  icon: IconName;
}

const SERVICE_CARDS: readonly ServiceCard[] = [
  {
    key: 'test',
    to: paths.map,
    eyebrow: '나의 시간',
    title: '진로 검사',
    body: '가치관, 강점, 흥미, 성향, 지식·기술, 직업 선호까지 여섯 단계로 나를 알아봐요.',
    icon: 'map',
  },
  {
    key: 'jobs',
    to: paths.jobBrowser,
    eyebrow: '탐색의 시간',
    title: '직업 탐색',
    body: '약 200개 직업의 하는 일과 필요한 기술을 찾아보고 꿈 목록에 담아요.',
    icon: 'search',
  },
  {
    key: 'roadmaps',
    to: paths.roadmaps,
    eyebrow: '실천의 시간',
    title: '진로 로드맵',
    body: '꿈 직업까지 가는 길을 마일스톤과 미션으로 나누고, 경험치를 모아 레벨을 올려요.',
    icon: 'flag',
  },
  {
    key: 'articles',
    to: paths.articles,
    eyebrow: '지혜의 시간',
    title: '진로 아티클',
    body: '취업 준비부터 진로에 대한 흔한 오해까지, 바로 써먹을 수 있는 글을 읽어요.',
    icon: 'book',
  },
  {
    key: 'stories',
    to: paths.stories,
    eyebrow: '진로의 시간',
    title: '만드는 이야기',
    body: '진로의 시간을 왜, 어떻게 만들고 있는지 팀의 이야기를 들려 드려요.',
    icon: 'story',
  },
];

export default function HomePage() {
  const isLoggedIn = useSelector(selectIsLoggedIn);
  // The floating '꿈 목록' button: what the keyboard scrolls to stays clear of it.
  const dreamButton = useStickyBar<HTMLAnchorElement>('bottom');
  useHomeScroll();
  const [first, ...rest] = SERVICE_CARDS;
  const hero = <SpecHero isVisitor={!isLoggedIn} />;

  return (
    <div className={styles.home}>
      {isLoggedIn ? (
        <Suspense fallback={<PersonalLoading />}>
          <PersonalHome specHero={hero} />
        </Suspense>
      ) : (
        hero
      )}

      {isLoggedIn && <ShortcutGrid />}

      <div className={styles.cards}>
        {isLoggedIn && <BoardCard />}
        {first && <ServiceLink card={first} />}
        {rest.slice(0, 2).map((card) => (
          <ServiceLink key={card.key} card={card} />
        ))}
        {!isLoggedIn && <BoardCard />}
        {rest.slice(2).map((card) => (
          <ServiceLink key={card.key} card={card} />
        ))}
      </div>

      {isLoggedIn && (
        <Link ref={dreamButton} to={paths.myJob} className={styles.dreamButton}>
          <Icon name="heart" />
          <span>꿈 목록</span>
        </Link>
      )}

      <footer className={styles.footer}>
        <p>
          문의: <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
        </p>
        <p className={styles.footerLinks}>
          <Link to={paths.privacyPolicy}>
            <strong>개인정보 처리방침</strong>
          </Link>
          <Link to={paths.serviceTerms}>서비스 이용약관</Link>
        </p>
        <p>© 2026 진로의 시간. 직업 정보의 일부는 O*NET® 데이터베이스(CC BY 4.0)를 바탕으로 해요.</p>
      </footer>
    </div>
  );
}

/**
 * The main action of a visitor who comes back: their first list once the quick path is done, the
 * test where they left it once they have begun. Read from this browser's answers after hydration
 * (the server does not have them), in a button of the same size, so nothing moves.
 */
const VISITOR_ACTIONS = {
  'first-list': { to: paths.jobRec, label: '첫 추천 다시 보기' },
  started: { to: paths.map, label: '진로 검사 이어 하기' },
  none: { to: paths.map, label: '진로 검사 시작하기' },
} as const;

/** The spec's headline: for visitors and for people who have not begun. */
function SpecHero({ isVisitor }: { isVisitor: boolean }) {
  const isHydrated = useHydrated();
  const action = VISITOR_ACTIONS[isVisitor && isHydrated ? visitorProgress() : 'none'];
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <h1 id="home-title" className={styles.heroTitle}>
        나를 알고, 길을 찾는 시간
      </h1>
      <p className={styles.heroBody}>
        여섯 단계 진로 검사로 나를 알고, 이유가 보이는 직업 추천과 게임처럼 즐거운 미션 로드맵으로 한 걸음씩 나아가요.
      </p>
      <Link to={action.to} className={buttons.primary}>
        {action.label}
      </Link>
    </section>
  );
}

function ServiceLink({ card }: { card: ServiceCard }) {
  return (
    <Link to={card.to} className={styles.serviceCard}>
      <span className={styles.serviceIcon}>
        <Icon name={card.icon} />
      </span>
      <span className={styles.serviceText}>
        <span className={styles.eyebrow}>{card.eyebrow}</span>
        <span className={styles.serviceTitle}>{card.title}</span>
        <span className={styles.serviceBody}>{card.body}</span>
      </span>
    </Link>
  );
}

/** The board, and for the signed-in person their own parts (`personal-data.ts`); not for `/:username`. */
export const loader: RouteModule['loader'] = (store, { pattern, isLoggedIn }) =>
  pattern === paths.home
    ? [
        store.dispatch(contentApi.endpoints.getBoard.initiate()),
        // Loaded on demand: the signed-out home's chunk does not carry every feature's API for it.
        ...(isLoggedIn
          ? [import('./parts/personal-home').then(({ prefetchPersonalHome }) => prefetchPersonalHome(store))]
          : []),
      ]
    : [];

/** The home page (and a person's address, `/:username`) says what the product is. */
export const head: RouteHead = SITE_HEAD;

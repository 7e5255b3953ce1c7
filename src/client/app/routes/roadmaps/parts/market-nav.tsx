import { matchPath, useLocation } from 'react-router';
import { paths } from '../../../../lib/paths';
import { ChipNav } from '../../../../ui/chip-nav';

const LINKS = [
  { to: paths.missionMarket, label: '분야별' },
  { to: paths.missionSearch, label: '검색' },
  { to: paths.missionRandom, label: '오늘의 미션' },
] as const;

/** The mission market's own navigation: categories, search, today's missions. */
export function MarketNav() {
  const { pathname } = useLocation();
  const links = LINKS.map((link) => ({
    ...link,
    current: matchPath({ path: link.to, end: true }, pathname) ? ('page' as const) : undefined,
  }));
  return <ChipNav label="미션 마켓" links={links} />;
}

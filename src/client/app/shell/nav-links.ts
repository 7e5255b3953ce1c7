import { paths } from '../../lib/paths';
import type { IconName } from '../../ui/icon';

/** The seven destinations of the drawer and the side menu (spec §2), in their order. */
export const NAV_LINKS: ReadonlyArray<{ to: string; label: string; icon: IconName }> = [
  { to: paths.home, label: '홈', icon: 'home' },
  { to: paths.map, label: '나의 시간', icon: 'map' },
  { to: paths.jobBrowser, label: '탐색의 시간', icon: 'search' },
  { to: paths.roadmaps, label: '실천의 시간', icon: 'flag' },
  { to: paths.articles, label: '지혜의 시간', icon: 'book' },
  { to: paths.stories, label: '만드는 이야기', icon: 'story' },
  { to: paths.voc, label: '고객의 목소리', icon: 'voice' },
];

import type { Crumb } from '../../../../../shared/route-head';
import { paths } from '../../../../lib/paths';

/** The pages above the mission market's and the sample roadmap's, for their heads' breadcrumb trails. */
export const ROADMAPS_TRAIL: readonly Crumb[] = [{ name: '실천의 시간', path: paths.roadmaps }];

/** The pages above a mission category's. */
export const MARKET_TRAIL: readonly Crumb[] = [...ROADMAPS_TRAIL, { name: '미션 마켓', path: paths.missionMarket }];

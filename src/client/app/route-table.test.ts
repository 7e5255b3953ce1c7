import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../shared/route-list';
import { appRoutes, pageLoaders } from './route-table';

describe('route table', () => {
  it('covers every route of the spec', () => {
    const paths = new Set(appRoutes.map((route) => route.path));
    for (const step of ['value', 'strength', 'interest']) {
      for (const page of ['definition', 'comeup', 'miss-und', 'select', 'priority', 'submitted']) {
        expect(paths).toContain(`/inner-und/${step}/${page}`);
      }
    }
    for (const path of [
      '/',
      '/login',
      '/register',
      '/map',
      '/map/:fromJR',
      '/mypage',
      '/oauth-success',
      '/agree',
      '/privacy-policy',
      '/service-terms',
      '/ad',
      '/myreport',
      '/job-rec',
      '/job-exp/:jobName',
      '/job-browser',
      '/job-browser/:jobName',
      '/my-job',
      '/my-job/custom/:jobName',
      '/stories',
      '/stories/:id',
      '/articles',
      '/articles/:id',
      '/voc',
      '/test',
      '/trt-phys-cond/definition',
      '/trt-phys-cond/miss-und',
      '/trt-phys-cond/trait/survey',
      '/trt-phys-cond/phys-cond/survey',
      '/trt-phys-cond/submitted',
      '/kskill/definition',
      '/kskill/miss-und',
      '/kskill/knw/select',
      '/kskill/skill/select',
      '/kskill/submitted',
      '/jpref/definition',
      '/jpref/miss-und',
      '/jpref/survey',
      '/jpref/submitted',
      '/roadmaps',
      '/roadmap/sample',
      '/roadmap/:roadmapId',
      '/roadmap/:roadmapId/milestone/:milestoneTitle',
      '/roadmap/:roadmapId/milestone/:milestoneTitle/mission/:missionId',
      '/roadmap/mission-market',
      '/roadmap/mission-market/category/:categoryId',
      '/roadmap/mission-market/category/:categoryId/sub/:subCategory',
      '/roadmap/mission-market/search',
      '/roadmap/mission-market/random',
      '/:username',
      '/:username/:postid',
    ]) {
      expect(paths, path).toContain(path);
    }
    expect(paths.size).toBe(appRoutes.length);
  });

  it('has a loader for every page module of the route list, and no loader for a module no route shows', () => {
    const pages = new Set(ROUTES.map((route) => route.page));
    expect(Object.keys(pageLoaders).sort()).toEqual([...pages].sort());
  });
});

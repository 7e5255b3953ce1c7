import { describe, expect, it } from 'vitest';
import { namesOf, OUTSIDE_SERVICES, servicesNamedIn } from '../../../shared/outside-services';
import { getMissionMarket } from './mission-market';

/** Issue 21: missions that point somewhere. */
const market = getMissionMarket();
const textsOf = (mission: (typeof market.missions)[number]) => [
  mission.title,
  mission.description,
  mission.doneWhen,
  mission.cost,
];

describe('the outside services table', () => {
  it('has an official https address for every service, and unique ids and names', () => {
    for (const service of OUTSIDE_SERVICES) {
      const url = new URL(service.url);
      expect(url.protocol, service.name).toBe('https:');
      expect(url.username + url.password, service.name).toBe('');
    }
    expect(new Set(OUTSIDE_SERVICES.map((service) => service.id)).size).toBe(OUTSIDE_SERVICES.length);
    const names = OUTSIDE_SERVICES.flatMap(namesOf);
    expect(new Set(names).size).toBe(names.length);
  });

  it('sends 워크넷 to 고용24 (워크넷 is part of 고용24 now), and knows the services the issue names', () => {
    const work24 = OUTSIDE_SERVICES.find((service) => service.id === 'work24');
    expect(servicesNamedIn(['워크넷에서 공고를 찾아요'])).toEqual([work24]);
    expect(servicesNamedIn(['고용24, 큐넷(Q-Net), 깃허브, 커리어넷']).map((service) => service.url)).toEqual([
      'https://www.work24.go.kr',
      'https://www.q-net.or.kr',
      'https://www.career.go.kr',
      'https://github.com',
    ]);
  });
});

describe('every mission that names a known service', () => {
  it('links to it: each name or alias found in a mission’s texts gives that service’s link', () => {
    let linked = 0;
    for (const mission of market.missions) {
      const text = textsOf(mission).join('\n');
      const named = OUTSIDE_SERVICES.filter((service) => namesOf(service).some((name) => text.includes(name)));
      expect(servicesNamedIn(textsOf(mission)), `${mission.id} names ${named.map((s) => s.name)}`).toEqual(named);
      if (named.length > 0) linked++;
    }
    // The market names 고용24, 큐넷, 깃허브, K-MOOC … in dozens of missions.
    expect(linked).toBeGreaterThan(40);
  });
});

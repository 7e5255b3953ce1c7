import { describe, expect, it } from 'vitest';
import { adNextPath } from './next-path';

describe('adNextPath: where /ad continues to', () => {
  it.each([
    // same-site paths are kept, query and hash included
    ['?next=/articles', '/articles'],
    ['?next=%2Farticles%3Fcategory%3Dmyths', '/articles?category=myths'],
    ['?next=/job-browser/%EA%B0%84%ED%98%B8%EC%82%AC', '/job-browser/간호사'],
    ['?next=/privacy-policy%23section-2', '/privacy-policy#section-2'],
    ['?next=/', '/'],
    ['?next=/advice', '/advice'],
    // everything else goes home
    ['', '/'],
    ['?next=', '/'],
    ['?next=//evil.example', '/'],
    ['?next=%2F%2Fevil.example%2Fx', '/'],
    ['?next=/\\evil.example', '/'],
    ['?next=%2F%5Cevil.example', '/'],
    ['?next=https://evil.example/', '/'],
    ['?next=http:/evil.example', '/'],
    ['?next=javascript:alert(1)', '/'],
    ['?next=JavaScript%3Aalert(1)', '/'],
    ['?next=%20/articles', '/'],
    ['?next=/a%0Ab', '/'],
    ['?next=/a%09b', '/'],
    ['?next=articles', '/'],
    ['?next=data:text/html,x', '/'],
    ['?next=/ad', '/'],
    ['?next=/ad?next=/ad', '/'],
    [`?next=/${'a'.repeat(600)}`, '/'],
  ])('%s → %s', (search, expected) => {
    expect(adNextPath(search)).toBe(expected);
  });

  it('reads the first next when there are several', () => {
    expect(adNextPath('?next=/articles&next=//evil.example')).toBe('/articles');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { pageData } from './page-data';

function embed(url: string, text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'page-data';
  element.dataset.for = url;
  element.textContent = text;
  document.body.append(element);
}

describe('pageData', () => {
  afterEach(() => document.getElementById('page-data')?.remove());

  it('reads the answer the page carries for its URL', () => {
    embed('/api/articles/a', '{"data":{"title":"번아웃 \\u003c 신호"}}');
    expect(pageData('/api/articles/a')).toEqual({ data: { title: '번아웃 < 신호' } });
  });

  it('gives nothing for another URL, without data, or for data it cannot read', () => {
    expect(pageData('/api/articles/none')).toBeUndefined();
    embed('/api/articles/b', '{"data":');
    expect(pageData('/api/articles/b')).toBeUndefined();
    expect(pageData('/api/articles/c')).toBeUndefined();
  });
});

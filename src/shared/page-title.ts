import { PRODUCT_NAME } from './constants';

/** A page's title as the tab shows it: the page's own, then the product's name. */
export function formatTitle(title: string): string {
  return title === PRODUCT_NAME ? PRODUCT_NAME : `${title} | ${PRODUCT_NAME}`;
}

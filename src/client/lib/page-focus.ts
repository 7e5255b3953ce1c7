/**
 * Where the keyboard goes when a page changes or an action removes the focused element: the
 * page's one `<h1>`, made focusable without entering the Tab order. A screen reader announces
 * the heading it lands on, and the next Tab starts from the top of the page's content.
 */

/** How long a new page may take to show its heading (its code and first data loading). */
const HEADING_WAIT_MS = 10_000;

function mainElement(): HTMLElement | null {
  return document.getElementById('main');
}

/** The page's `<h1>` (inside `<main>`), or null while the page is still loading. */
function pageHeading(): HTMLElement | null {
  return mainElement()?.querySelector<HTMLElement>('h1') ?? null;
}

/**
 * Focuses `element` (a heading first gets `tabindex="-1"`, so it can take the focus without
 * joining the Tab order); true when it took the focus.
 */
export function focusElement(element: HTMLElement, options?: FocusOptions): boolean {
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus(options);
  return document.activeElement === element;
}

function focusWithoutScroll(element: HTMLElement): boolean {
  return focusElement(element, { preventScroll: true });
}

/** Focuses the page's heading, if the page shows one; true when it took the focus. */
export function focusPageHeading(options?: FocusOptions): boolean {
  const heading = pageHeading();
  return heading ? focusElement(heading, options) : false;
}

/** True when nothing in particular has the focus (it dropped to the page or to `<main>`). */
function focusIsLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || active === mainElement();
}

/**
 * After a route change: moves the focus to the new page's `<h1>` as soon as it is shown (the
 * page's code and data may still be loading), unless the page itself has put the focus inside
 * its content (the ad page's skip button, a form's first field). While the page settles, a
 * heading that is replaced (a loading state giving way to the content) hands the focus on to its
 * successor, as long as the focus has not moved on. Returns a function that stops following.
 */
export function followNewPageHeading(): () => void {
  const main = mainElement();
  if (!main) return () => {};
  let focused: HTMLElement | null = null;

  const settle = () => {
    const active = document.activeElement;
    if (focused) {
      if (active === focused) return;
      // Once it is somewhere else, the person (or the page) moved it: let go.
      if (focused.isConnected || !focusIsLost()) return stop();
    } else if (active && active !== main && main.contains(active)) {
      return stop();
    }
    const heading = pageHeading();
    if (heading && focusWithoutScroll(heading)) focused = heading;
  };

  const observer = new MutationObserver(settle);
  const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(main, { childList: true, subtree: true });
  settle();
  return stop;
}

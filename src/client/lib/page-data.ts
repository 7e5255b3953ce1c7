/**
 * The API answer the server wrote into the page for its first screen (an article's or a story's
 * text: `src/server/plugins/web-app.ts`), as `<script type="application/json" id="page-data"
 * data-for="/api/…">`. The page then shows it in its first render instead of asking for it after
 * its code has run: one round trip less before the reader sees what they came for.
 */
let parsed: { url: string; body: unknown } | undefined;

/** Whether this page's HTML carries its first screen's data (it then is that screen's largest part). */
export function carriesPageData(): boolean {
  return document.getElementById('page-data') !== null;
}

/** The body the page carries for `url`, or nothing (another page, or no data in the HTML). */
export function pageData<T>(url: string): T | undefined {
  if (parsed?.url === url) return parsed.body as T;
  const element = document.getElementById('page-data');
  if (!(element instanceof HTMLScriptElement) || element.dataset.for !== url) return undefined;
  try {
    parsed = { url, body: JSON.parse(element.textContent ?? '') };
  } catch {
    return undefined;
  }
  return parsed.body as T;
}

import type { ComponentProps } from 'react';
import { useHydrated } from '../lib/use-hydrated';
import styles from './form.module.css';

/**
 * A `<form>` whose controls stay disabled until React has hydrated the page. Before that the
 * server's HTML has no handlers: typing would show text the form's state never sees (a
 * "내용을 입력해 주세요." beside a filled field), and pressing the button would submit the form
 * natively, reloading the page and losing what was written. Disabled controls keep both from
 * happening and tell the person the form is not ready yet; the page renders the same on the
 * server and in the hydrating render (`useHydrated`), and forms opened in the app are enabled at once.
 */
export function Form({ children, ...props }: ComponentProps<'form'>) {
  const hydrated = useHydrated();
  return (
    <form {...props}>
      {/* `display: contents` and no role: the fieldset only carries `disabled`; the form's own layout applies to its children. */}
      <fieldset className={styles.controls} disabled={!hydrated} role="none">
        {children}
      </fieldset>
    </form>
  );
}

import { type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import { focusPageHeading } from '../lib/page-focus';
import styles from './dialog.module.css';

interface DialogProps {
  title: string;
  children: ReactNode;
  /** Buttons of the dialog. */
  actions: ReactNode;
  /** Escape, the close button and a click outside all call this. */
  onDismiss: () => void;
}

/**
 * A modal dialog on the native `<dialog>`: focus moves in and is trapped, Escape closes it, the
 * page behind is inert for screen readers, and a click on the backdrop dismisses it. It renders
 * `open`, so a dialog in the server's HTML shows before the script runs (docs/decisions/007);
 * the first layout effect then makes it modal, before the browser paints again. A dialog the
 * server rendered is made modal in the task after hydration instead: `showModal()` makes the rest
 * of the page inert, which restyles and lays out all of it at once, and inside the task that
 * hydrates the page (the beta notice is in every first visit's HTML) that made one of the load's
 * long tasks longer (/job-browser: 8–14 ms unthrottled). It shows as the same box meanwhile.
 */
/**
 * After a dialog closes: the keyboard goes back to the control that had it when the dialog
 * opened, or, when there was none (a notice that opened by itself, the server's beta notice), to
 * the page's heading, instead of falling to `<body>` (issue 30). Without scrolling: the page stays
 * where the person was reading.
 */
function returnFocus(opener: HTMLElement | null): void {
  if (opener && opener !== document.body && opener.isConnected) {
    opener.focus({ preventScroll: true });
    if (document.activeElement === opener) return;
  }
  focusPageHeading({ preventScroll: true });
}

export function Dialog({ title, children, actions, onDismiss }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // Hydrating the server's HTML: the dialog (its title) is in the document before React renders it.
  const [isInServerHtml] = useState(() => typeof document !== 'undefined' && document.getElementById(titleId) !== null);

  // Before the browser paints: the dialog shows in the same frame as the page, not one after.
  // Open but not yet modal (as rendered): close, then open as a modal, in one task.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Where the keyboard was when the dialog opened: it goes back there when the dialog closes.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const makeModal = () => {
      if (dialog.open) dialog.close?.();
      dialog.showModal?.();
    };
    const close = () => {
      const hadFocus = dialog.contains(document.activeElement);
      dialog.close?.();
      if (hadFocus) returnFocus(opener);
    };
    if (!isInServerHtml) {
      makeModal();
      return close;
    }
    const timer = setTimeout(makeModal);
    return () => {
      clearTimeout(timer);
      close();
    };
  }, [isInServerHtml]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop mirrors Escape, which onCancel handles for keyboards.
    <dialog
      ref={ref}
      open
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onDismiss();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onDismiss();
      }}
    >
      <div className={styles.body}>
        <button type="button" className={styles.close} aria-label="닫기" onClick={onDismiss}>
          <span aria-hidden="true">×</span>
        </button>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div className={styles.content}>{children}</div>
        <div className={styles.actions}>{actions}</div>
      </div>
    </dialog>
  );
}

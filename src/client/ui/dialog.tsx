import { type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
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
    const makeModal = () => {
      if (dialog.open) dialog.close?.();
      dialog.showModal?.();
    };
    if (!isInServerHtml) {
      makeModal();
      return () => dialog.close?.();
    }
    const timer = setTimeout(makeModal);
    return () => {
      clearTimeout(timer);
      dialog.close?.();
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

import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import { Icon } from '../../ui/icon';
import { AccountLinks } from './account-links';
import { NAV_LINKS } from './nav-links';
import styles from './shell.module.css';

/**
 * The slide-in drawer (spec §2): the seven links, then my page and logout, or login. A modal
 * `<dialog>`, so focus stays inside while it is open and Escape closes it.
 */
export function Drawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close?.();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop mirrors Escape, which onCancel handles for keyboards.
    <dialog
      ref={ref}
      id="app-drawer"
      className={styles.drawer}
      aria-label="전체 메뉴"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {/* Its links are rendered only while it is open: most visits never open it. */}
      {open && (
        <nav className={styles.drawerPanel} aria-label="전체 메뉴">
          <div className={styles.drawerHeader}>
            <span className={styles.drawerTitle}>진로의 시간</span>
            <button type="button" className={styles.iconButton} aria-label="메뉴 닫기" onClick={onClose}>
              <Icon name="close" />
            </button>
          </div>
          <ul className={styles.navList}>
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/'} className={styles.navLink} onClick={onClose}>
                  <Icon name={link.icon} />
                  <span>{link.label}</span>
                </NavLink>
              </li>
            ))}
          </ul>
          <div className={styles.navAccount}>
            <AccountLinks onNavigate={onClose} />
          </div>
        </nav>
      )}
    </dialog>
  );
}

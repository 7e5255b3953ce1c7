import { useCallback, useEffect, useState } from 'react';
import { LOCAL_KEYS } from '../../../shared/constants';
import { readItem, writeItem } from '../../lib/storage';

/** Whether the desktop side menu is open; kept in local storage, open unless closed before. */
function readSideMenuOpen(): boolean {
  return readItem('local', LOCAL_KEYS.desktopQuickMenuOpen) !== 'false';
}

export function useSideMenuState(): [isOpen: boolean, toggle: () => void] {
  // Open in the server's HTML and the render that hydrates it; then as this browser left it.
  const [isOpen, setIsOpen] = useState(true);
  useEffect(() => setIsOpen(readSideMenuOpen()), []);
  const toggle = useCallback(() => {
    setIsOpen((open) => {
      writeItem('local', LOCAL_KEYS.desktopQuickMenuOpen, String(!open));
      return !open;
    });
  }, []);
  return [isOpen, toggle];
}

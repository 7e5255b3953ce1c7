import { useCallback, useState } from 'react';
import { LOCAL_KEYS } from '../../../shared/constants';
import { readItem, writeItem } from '../../lib/storage';

/** Whether the desktop side menu is open; kept in local storage, open unless closed before. */
export function readSideMenuOpen(): boolean {
  return readItem('local', LOCAL_KEYS.desktopQuickMenuOpen) !== 'false';
}

export function useSideMenuState(): [isOpen: boolean, toggle: () => void] {
  const [isOpen, setIsOpen] = useState(readSideMenuOpen);
  const toggle = useCallback(() => {
    setIsOpen((open) => {
      writeItem('local', LOCAL_KEYS.desktopQuickMenuOpen, String(!open));
      return !open;
    });
  }, []);
  return [isOpen, toggle];
}

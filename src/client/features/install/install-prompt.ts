import { useSyncExternalStore } from 'react';

/**
 * The browser's offer to install the app (`beforeinstallprompt`, Chromium browsers), kept from the
 * moment it comes so the app can make it later, at a moment that makes sense (after a first
 * result), instead of the browser's own bar on a first visit.
 */
interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function setOffer(next: InstallPromptEvent | null): void {
  offer = next;
  for (const listener of listeners) listener();
}

/** Starts listening for the offer; call once, early (the event can come before the page renders). */
export function captureInstallPrompt(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // No bar of the browser's own: the app offers it when it fits.
    setOffer(event as InstallPromptEvent);
  });
  target.addEventListener('appinstalled', () => setOffer(null));
}

/** Shows the browser's install dialog; resolves with whether the person installed. */
export async function promptInstall(): Promise<boolean> {
  const current = offer;
  if (!current) return false;
  setOffer(null); // An offer can be made once.
  await current.prompt();
  return (await current.userChoice).outcome === 'accepted';
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the browser has offered to install the app (never on the server). */
export function useCanInstall(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => offer !== null,
    () => false,
  );
}

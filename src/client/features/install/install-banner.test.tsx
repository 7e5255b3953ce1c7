import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_KEYS } from '../../../shared/constants';
import { renderWithApp } from '../../test/render';
import { InstallBanner } from './install-banner';
import { captureInstallPrompt } from './install-prompt';

/** The browser's offer as Chromium sends it: `prompt()` opens its dialog, `userChoice` is the answer. */
function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

const addButton = () => screen.queryByRole('button', { name: '홈 화면에 추가하기' });

beforeAll(() => captureInstallPrompt());
beforeEach(() => {
  localStorage.clear();
  act(() => {
    window.dispatchEvent(new Event('appinstalled')); // No offer left from the test before.
  });
});

describe('the install banner', () => {
  it('shows nothing until the browser offers to install', () => {
    renderWithApp(<InstallBanner />);
    expect(addButton()).toBeNull();
    offerInstall();
    expect(addButton()).toBeVisible();
    expect(screen.getByRole('region', { name: '홈 화면에서 바로 열어 보세요' })).toBeVisible();
  });

  it("keeps the browser's own bar away and opens its dialog when asked, then is gone for good", async () => {
    renderWithApp(<InstallBanner />);
    const event = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    await userEvent.click(addButton() as HTMLElement);
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(addButton()).toBeNull();
    expect(localStorage.getItem(LOCAL_KEYS.installPromptDismissed)).toBe('true');
  });

  it('can be closed, and is not offered again on a later visit', async () => {
    const first = renderWithApp(<InstallBanner />);
    const event = offerInstall();
    await userEvent.click(screen.getByRole('button', { name: '다음에 할게요' }));
    expect(addButton()).toBeNull();
    expect(event.prompt).not.toHaveBeenCalled();
    first.unmount();

    renderWithApp(<InstallBanner />);
    offerInstall();
    expect(addButton()).toBeNull();
  });
});

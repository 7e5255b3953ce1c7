import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSelector } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { aUser } from '../../../test/users';
import { selectUser, setUser } from '../user-slice';
import { MarketingConsent } from './marketing-consent';

const USER = aUser();

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

/** The switch as /mypage shows it: for the user in the store. */
function SignedIn() {
  const user = useSelector(selectUser);
  return user ? <MarketingConsent user={user} /> : null;
}

describe('marketing consent on /mypage', () => {
  it('says politely what was saved, each way', async () => {
    const fetchMock = answer(200, { data: { user: { ...USER, marketingConsent: true } } });
    const { store } = renderWithApp(<SignedIn />);
    act(() => {
      store.dispatch(setUser(USER));
    });
    const status = screen.getByText(
      (_, element) => element?.getAttribute('role') === 'status' && element.tagName === 'P',
    );
    expect(status).toBeEmptyDOMElement();

    await userEvent.click(screen.getByRole('checkbox', { name: /새 소식·이벤트 안내를 이메일로 받을게요/ }));
    expect(await screen.findByText('저장했어요. 새 소식과 이벤트 안내를 이메일로 보내 드릴게요.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ marketingConsent: true });
    expect(store.getState().user.user?.marketingConsent).toBe(true);
    expect(screen.getByRole('checkbox')).toBeChecked();

    answer(200, { data: { user: USER } });
    await userEvent.click(screen.getByRole('checkbox'));
    expect(await screen.findByText('저장했어요. 이제 새 소식과 이벤트 안내를 보내지 않아요.')).toBeInTheDocument();
  });

  it('says a failure as an error, and nothing as saved', async () => {
    answer(500, { error: { code: 'INTERNAL', message: '잠시 후 다시 시도해 주세요.' } });
    renderWithApp(<MarketingConsent user={USER} />);
    await userEvent.click(screen.getByRole('checkbox'));
    expect(await screen.findByRole('alert')).toHaveTextContent('잠시 후 다시 시도해 주세요.');
    expect(screen.queryByText(/저장했어요/)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import type { UserState } from '../features/auth/user-slice';
import { messageForUserChange } from './service-worker';

const person = (id: string): UserState => ({
  user: { id, email: `${id}@example.com` } as UserState['user'],
  checkError: null,
});
const nobody: UserState = { user: null, checkError: null };
const checkFailed: UserState = { user: null, checkError: '네트워크에 연결할 수 없어요.' };

describe('what the service worker is told when the signed-in person changes', () => {
  it('names the person who signs in, and says nothing while they stay', () => {
    expect(messageForUserChange(nobody, person('a'))).toEqual({ type: 'user', user: person('a').user });
    expect(messageForUserChange(person('a'), person('b'))).toEqual({ type: 'user', user: person('b').user });
    expect(messageForUserChange(person('a'), person('a'))).toBeUndefined();
  });

  it('says the person signed out when they log out, so their data is dropped', () => {
    expect(messageForUserChange(person('a'), nobody)).toEqual({ type: 'signed-out' });
  });

  it('keeps the data when only the session check failed (offline): it is still the same browser', () => {
    expect(messageForUserChange(person('a'), checkFailed)).toBeUndefined();
    expect(messageForUserChange(nobody, checkFailed)).toBeUndefined();
  });
});

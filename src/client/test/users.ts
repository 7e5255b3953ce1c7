import type { User } from '../../shared/contracts/auth';

/** A signed-in user as the API returns one, with what a test needs changed. */
export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u1',
    email: 'a@example.com',
    providers: ['password'],
    marketingConsent: false,
    createdAt: '2026-11-01T00:00:00Z',
    ...overrides,
  };
}

import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, timestamptz } from './columns';

/** A person's account. E-mail is stored lower-cased; the password hash is argon2id, or null for social-only accounts. */
export const users = pgTable('users', {
  id: idColumn(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash'),
  marketingConsent: boolean('marketing_consent').notNull().default(false),
  createdAt: createdAtColumn(),
});

/** The person a row belongs to: `user_id`, required, and deleted with the account. */
export const ownerIdColumn = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A Google or Naver account linked to a user. */
export const authIdentities = pgTable(
  'auth_identities',
  {
    id: idColumn(),
    userId: ownerIdColumn(),
    provider: text('provider').notNull(),
    providerUserId: text('provider_user_id').notNull(),
    email: text('email').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex('auth_identities_provider_user_idx').on(table.provider, table.providerUserId),
    index('auth_identities_user_idx').on(table.userId),
  ],
);

/** A signed-in browser. Only the SHA-256 of the cookie's token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: idColumn(),
    userId: ownerIdColumn(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAtColumn(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** Every consent given or withdrawn, with the version of the text agreed to. */
export const consents = pgTable(
  'consents',
  {
    id: idColumn(),
    userId: ownerIdColumn(),
    kind: text('kind').notNull(),
    version: text('version').notNull(),
    agreed: boolean('agreed').notNull(),
    recordedAt: timestamptz('recorded_at').notNull().defaultNow(),
  },
  (table) => [index('consents_user_idx').on(table.userId)],
);

/** An OAuth sign-in in progress: state, PKCE verifier and where to return. Short-lived. */
export const oauthStates = pgTable('oauth_states', {
  stateHash: text('state_hash').primaryKey(),
  provider: text('provider').notNull(),
  mode: text('mode').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  redirectPath: text('redirect_path').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
});

import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id parameters: 19 MiB, 2 passes, 1 lane (~20–50 ms here). */
// `algorithm: 2` is Argon2id (the package's const enum cannot be imported under verbatimModuleSyntax).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** The hash an unknown e-mail's check verifies against: made once, with the real accounts' parameters. */
export function timingEqualiserHash(): Promise<string> {
  dummyHash ??= hashPassword('timing-equaliser-not-a-real-password-1!');
  return dummyHash;
}

/**
 * Spends the same time as a real check when there is no hash to check against (unknown e-mail,
 * social-only account), so the answer's timing does not reveal whether an e-mail is registered.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  await verifyPassword(await timingEqualiserHash(), password);
  return false;
}

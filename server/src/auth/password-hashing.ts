import { hash, verify } from '@node-rs/argon2';

// Passwords are argon2id hashes (ARCHITECTURE.md §5), with OWASP's minimum parameters. The
// library's Algorithm is a const enum that verbatimModuleSyntax cannot read: 2 is Argon2id.
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password against a stored hash. Without a hash (unknown user, no password set, or a
 * locked account) it verifies against a dummy hash, so every answer costs the same time.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  const target = storedHash ?? (await dummyHash);
  try {
    const ok = await verify(target, password);
    return ok && Boolean(storedHash);
  } catch {
    // A malformed stored hash is a failed login, not a 500.
    return false;
  }
}

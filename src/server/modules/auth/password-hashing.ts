import { randomBytes } from 'node:crypto';
import { hash, parseOptions, verify } from '@node-rs/argon2';

/**
 * argon2id with the OWASP Password Storage Cheat Sheet's first configuration: 19 MiB of
 * memory, 2 passes, 1 lane. `algorithm: 2` is Argon2id (the package's enum is a `const enum`,
 * which isolated modules cannot import).
 */
const ARGON2ID = 2;
const hashOptions = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export async function hashPassword(password: string): Promise<string> {
  return hash(password, hashOptions);
}

/** Whether a stored hash was made with weaker or other parameters, so a login can upgrade it. */
export function needsRehash(passwordHash: string): boolean {
  try {
    const used = parseOptions(passwordHash);
    return (
      used.algorithm !== ARGON2ID ||
      used.memoryCost !== hashOptions.memoryCost ||
      used.timeCost !== hashOptions.timeCost ||
      used.parallelism !== hashOptions.parallelism
    );
  } catch {
    return true;
  }
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash never lets anyone in.
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/**
 * Spends one full argon2 verification when the address is unknown, so that a login answers in
 * about the same time whether the account exists or not (OWASP Authentication Cheat Sheet,
 * "Authentication and Error Messages"). The dummy hash is made once per process.
 */
export async function verifyAgainstDummyHash(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  await verifyPassword(await dummyHash, password);
  return false;
}

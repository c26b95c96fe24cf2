import { hash, verify } from '@node-rs/argon2';

const ARGON2ID = 2;

/**
 * What one argon2id hash costs. Production uses OWASP's second recommended profile (19 MiB, 2 passes, one lane),
 * the library's defaults; config.ts refuses less in production, tests lower it so that hashing does not dominate them.
 */
export interface PasswordHashCost {
  memoryKib: number;
  passes: number;
}

/** Hashes new passwords at the configured cost; app.ts builds one from the config and hands it to the modules. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** Spends the time of a real verification, so a sign-in for an unknown email takes as long as a wrong password. */
  verifyAgainstDummy(password: string): Promise<void>;
}

export function createPasswordHasher({ memoryKib, passes }: PasswordHashCost): PasswordHasher {
  const hashPassword = (password: string) => hash(password, { algorithm: ARGON2ID, memoryCost: memoryKib, timeCost: passes, parallelism: 1 });
  // Made with the same cost as real hashes, or the unknown email would answer faster than a wrong password.
  let dummyHash: Promise<string> | undefined;
  return {
    hash: hashPassword,
    async verifyAgainstDummy(password) {
      dummyHash ??= hashPassword('not-a-real-password-for-timing');
      await verifyPassword(await dummyHash, password);
    },
  };
}

/** Needs no cost: argon2 reads the algorithm and its parameters from the hash itself, so older hashes still verify. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

import { describe, expect, it } from 'vitest';
import { productionEnvironment } from '../../test/production-environment.ts';
import { loadConfig } from '../config.ts';
import { createPasswordHasher, verifyPassword } from './password-hashing.ts';

const PASSWORD = 'correct horse battery staple';

describe('password hashing', () => {
  it('hashes with OWASP argon2id profile in production: 19 MiB, 2 passes, one lane', async () => {
    const config = loadConfig(productionEnvironment);
    const hasher = createPasswordHasher({ memoryKib: config.PASSWORD_HASH_MEMORY_KIB, passes: config.PASSWORD_HASH_PASSES });
    const passwordHash = await hasher.hash(PASSWORD);
    expect(passwordHash.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
    expect(await verifyPassword(passwordHash, PASSWORD)).toBe(true);
    expect(await verifyPassword(passwordHash, 'wrong horse battery staple')).toBe(false);
  });

  it('hashes at a lowered cost that the hash carries, and verifies it without being told the cost', async () => {
    const passwordHash = await createPasswordHasher({ memoryKib: 8, passes: 1 }).hash(PASSWORD);
    expect(passwordHash.startsWith('$argon2id$v=19$m=8,t=1,p=1$')).toBe(true);
    expect(await verifyPassword(passwordHash, PASSWORD)).toBe(true);
    expect(await verifyPassword(passwordHash, 'wrong horse battery staple')).toBe(false);
  });

  it('verifies a hash made at another cost than the current one, so raising the cost keeps existing passwords', async () => {
    const oldHash = await createPasswordHasher({ memoryKib: 8, passes: 1 }).hash(PASSWORD);
    const current = createPasswordHasher({ memoryKib: 16, passes: 2 });
    expect(await verifyPassword(oldHash, PASSWORD)).toBe(true);
    expect((await current.hash(PASSWORD)).startsWith('$argon2id$v=19$m=16,t=2,p=1$')).toBe(true);
  });

  it('refuses a malformed hash instead of throwing', async () => {
    expect(await verifyPassword('not a hash', PASSWORD)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords.ts';

describe('isCommonPassword', () => {
  it('knows the most common breached passwords, whatever their case', () => {
    for (const password of ['12345678', 'password', 'Password1', 'qwerty123', 'iloveyou', 'BASEBALL']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it('lets an uncommon password through', () => {
    expect(isCommonPassword('correct horse 1')).toBe(false);
    expect(isCommonPassword('lodestar-7f3k-quasar')).toBe(false);
  });
});

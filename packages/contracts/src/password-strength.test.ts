import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { judgePasswordStrength, passwordWeaknessMessage } from './password-strength.ts';

describe('judgePasswordStrength', () => {
  it.each(['aaaaaaaa', 'Password1!', 'qwertyuiop', 'Welcome123'])('finds %j too weak', async (password) => {
    expect((await judgePasswordStrength(password)).strongEnough).toBe(false);
  });

  it.each(['correct horse 1', 'money password 1', 'an uncommon passphrase 4'])('accepts %j', async (password) => {
    expect(await judgePasswordStrength(password)).toMatchObject({ strongEnough: true, warning: null });
  });

  it("counts the player's own email and name as guessable", async () => {
    expect((await judgePasswordStrength('zephyrine.quill77')).strongEnough).toBe(true);
    expect((await judgePasswordStrength('zephyrine.quill77', { email: 'zephyrine.quill77@example.com' })).strongEnough).toBe(false);
    expect((await judgePasswordStrength('Quillfeather1815')).strongEnough).toBe(true);
    expect((await judgePasswordStrength('Quillfeather1815', { fullName: 'Zephyrine Quillfeather' })).strongEnough).toBe(false);
  });

  it('explains a refusal with zxcvbn English warning and suggestions, after the refusal itself', async () => {
    const strength = await judgePasswordStrength('aaaaaaaa');
    expect(strength.warning).toBe('Repeated characters like "aaa" are easy to guess.');
    expect(passwordWeaknessMessage(strength)).toBe(
      `${messages.field.passwordTooWeak} Repeated characters like "aaa" are easy to guess. ${strength.suggestions.join(' ')}`,
    );
    expect(passwordWeaknessMessage({ strongEnough: false, warning: null, suggestions: [] })).toBe(messages.field.passwordTooWeak);
  });
});

import { describe, expect, it } from 'vitest';
import { dictionary } from '@zxcvbn-ts/language-common';
import { commonPasswordForms, PASSWORD_MAX, PASSWORD_MIN, passwordProblem } from '../../domain/auth';
import { msg } from '../../domain/messages';
import { commonPasswords, isCommonPassword } from '../../server/auth/common-passwords';
import { passwordProblems } from '../../server/auth/password';

describe('password rule (domain/auth.ts), shared by the browser and the server', () => {
  it('counts characters as code points: 12 to 128', () => {
    expect(PASSWORD_MIN).toBe(12);
    expect(PASSWORD_MAX).toBe(128);
    expect(passwordProblem('Abc-def-ghi')).toEqual(msg.auth.passwordShort({ min: 12 }));
    expect(passwordProblem('😀'.repeat(11))).toEqual(msg.auth.passwordShort({ min: 12 }));
    expect(passwordProblem('Lulus-😀-2026')).toBeUndefined();
    expect(passwordProblem('y'.repeat(64) + 'z'.repeat(64))).toBeUndefined();
    expect(passwordProblem('😀🎓'.repeat(64))).toBeUndefined();
    expect(passwordProblem('y'.repeat(64) + 'z'.repeat(65))).toEqual(msg.auth.passwordLong({ max: 128 }));
  });

  it('refuses white space only and one character repeated', () => {
    expect(passwordProblem(' '.repeat(12))).toEqual(msg.auth.passwordBlank());
    expect(passwordProblem('\t\n \u00a0\u3000'.repeat(3))).toEqual(msg.auth.passwordBlank());
    expect(passwordProblem('a'.repeat(20))).toEqual(msg.auth.passwordRepeated());
    expect(passwordProblem('🎓'.repeat(12))).toEqual(msg.auth.passwordRepeated());
    expect(passwordProblem('  spaces around are fine  ')).toBeUndefined();
  });

  it('looks up the password, its core without digits and symbols, and a repeated part', () => {
    expect(commonPasswordForms('Password2024!')).toEqual(['password2024!', 'password']);
    expect(commonPasswordForms('QwertyQwerty')).toEqual(['qwertyqwerty', 'qwerty']);
    // A core shorter than 4 characters is not looked up on its own.
    expect(commonPasswordForms('abc123456789')).toEqual(['abc123456789']);
    expect(passwordProblem('Password2024!', (p) => commonPasswordForms(p).includes('password'))).toEqual(
      msg.auth.passwordCommon(),
    );
    expect(passwordProblem('Password2024!')).toBeUndefined();
  });
});

describe('common-password list (server/auth/common-passwords.ts)', () => {
  it('is the whole passwords list of @zxcvbn-ts/language-common, compared case-insensitively', () => {
    const size = dictionary['passwords-common'].length;
    expect(size).toBeGreaterThan(40_000);
    expect(commonPasswords().size).toBeGreaterThan(size * 0.95);
    for (const p of ['1qaz2wsx3edc', '1QAZ2WSX3EDC', 'qwerty123456', 'Password2024!', 'iloveyou12345678']) {
      expect(isCommonPassword(p), p).toBe(true);
    }
    for (const p of ['Toga-dan-Ijazah-2026', 'korrekt hest batteri stift', 'Lulus-Cumlaude-2026']) {
      expect(isCommonPassword(p), p).toBe(false);
    }
  });

  it('is what every server path checks new passwords with', () => {
    expect(passwordProblems('Password2024!')).toEqual([msg.auth.passwordCommon()]);
    expect(passwordProblems('short')).toEqual([msg.auth.passwordShort({ min: 12 })]);
    expect(passwordProblems('Toga-dan-Ijazah-2026')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES, passwordProblems } from './password.ts';

describe('password rules (SPEC §5)', () => {
  it('accepts a password that meets every rule', () => {
    expect(passwordProblems('Admin@123')).toEqual([]);
    expect(passwordProblems('Xx1"aaaaa')).toEqual([]);
  });

  it('names each unmet rule with the SPEC message, in order', () => {
    expect(passwordProblems('abc')).toEqual([
      PASSWORD_MESSAGES.length,
      PASSWORD_MESSAGES.uppercase,
      PASSWORD_MESSAGES.number,
      PASSWORD_MESSAGES.special,
    ]);
    expect(passwordProblems('Abcdefg1')).toEqual(['Password must contain at least one special character']);
    expect(passwordProblems('abcdefg1!')).toEqual(['Password must contain at least one uppercase letter']);
    expect(passwordProblems('Abcdefgh!')).toEqual(['Password must contain at least one number']);
    expect(passwordProblems('Ab1!')).toEqual(['Password must be at least 8 characters long']);
  });

  it('counts only the listed special characters', () => {
    expect(passwordProblems('Abcdefg1_')).toEqual([PASSWORD_MESSAGES.special]);
    expect(passwordProblems('Abcdefg1-')).toEqual([PASSWORD_MESSAGES.special]);
    for (const c of '!@#$%^&*(),.?":{}|<>') expect(passwordProblems(`Abcdefg1${c}`)).toEqual([]);
  });
});

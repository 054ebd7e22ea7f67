/** Special characters accepted by the password rules (SPEC §5). */
export const PASSWORD_SPECIALS = '!@#$%^&*(),.?":{}|<>';

export const PASSWORD_MESSAGES = {
  length: 'Password must be at least 8 characters long',
  uppercase: 'Password must contain at least one uppercase letter',
  number: 'Password must contain at least one number',
  special: 'Password must contain at least one special character',
  failed: 'Password does not meet requirements',
  mismatch: 'Passwords do not match',
  newMismatch: 'New passwords do not match',
} as const;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export interface PasswordRequirement {
  key: 'length' | 'uppercase' | 'number' | 'special';
  label: string;
  message: string;
  test: (password: string) => boolean;
}

export const PASSWORD_REQUIREMENTS: readonly PasswordRequirement[] = [
  {
    key: 'length',
    label: 'At least 8 characters',
    message: PASSWORD_MESSAGES.length,
    test: (p) => p.length >= PASSWORD_MIN_LENGTH,
  },
  {
    key: 'uppercase',
    label: 'One uppercase letter',
    message: PASSWORD_MESSAGES.uppercase,
    test: (p) => /[A-Z]/.test(p),
  },
  { key: 'number', label: 'One number', message: PASSWORD_MESSAGES.number, test: (p) => /\d/.test(p) },
  {
    key: 'special',
    label: `One special character (${PASSWORD_SPECIALS})`,
    message: PASSWORD_MESSAGES.special,
    test: (p) => [...p].some((c) => PASSWORD_SPECIALS.includes(c)),
  },
];

/** Messages of the unmet requirements, in the SPEC's order; empty when the password is acceptable. */
export function passwordProblems(password: string): string[] {
  return PASSWORD_REQUIREMENTS.filter((r) => !r.test(password)).map((r) => r.message);
}

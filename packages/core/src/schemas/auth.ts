import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, passwordProblems } from '../rules/password.ts';
import { emailSchema, personNameSchema, phoneSchema, requiredString, requiredText } from './fields.ts';

// Kept importable from here as well as from fields.ts.
export { emailSchema, phoneSchema } from './fields.ts';

/** A new password: the SPEC §5 rules, each unmet rule reported with the SPEC's message. */
export const newPasswordSchema = z
  .string(requiredString)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`)
  .superRefine((password, ctx) => {
    for (const message of passwordProblems(password)) ctx.addIssue({ code: 'custom', message });
  });

/** Login passwords are only checked for presence: the rules apply when a password is chosen. */
const loginPassword = z.string(requiredString).min(1, 'is required').max(PASSWORD_MAX_LENGTH, 'is too long');

/** The languages of the site and its e-mails (English is the default). */
export const LANGUAGES = ['en', 'ru', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const languageSchema = z.enum(LANGUAGES, { error: `must be one of ${LANGUAGES.join(', ')}` });

export const registerBodySchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  phone: phoneSchema,
  password: newPasswordSchema,
  /** The visitor's language, for the site and every e-mail; English when left out. */
  language: languageSchema.optional(),
});

/** PUT /api/me/language: the logged-in visitor's language (their e-mails follow it). */
export const languageBodySchema = z.object({ language: languageSchema });

/**
 * `password`: the one chosen at registration (the web app sends the one just typed, or asks for it).
 * When given, the account takes it; without it, the password of the registration the code was sent for.
 */
export const verifyEmailBodySchema = z.object({
  email: emailSchema,
  code: z
    .string(requiredString)
    .trim()
    .regex(/^\d{6}$/, 'must be the 6-digit code from the e-mail'),
  password: newPasswordSchema.optional(),
});

/** `language`: the code's e-mail in the language the visitor has on screen now (not stored). */
export const resendCodeBodySchema = z.object({ email: emailSchema, language: languageSchema.optional() });

export const userLoginBodySchema = z.object({ email: emailSchema, password: loginPassword });

/** `username` takes an admin's username or e-mail (ADR 0033). */
export const adminLoginBodySchema = z.object({
  username: requiredText(254),
  password: loginPassword,
});

export const changePasswordBodySchema = z.object({
  current_password: loginPassword,
  new_password: newPasswordSchema,
});

/**
 * SPEC §5: at the shared login an identifier containing '@' is a visitor's e-mail; anything else an
 * admin username. The admin login and a forgotten password also take an admin's e-mail (ADR 0033):
 * usernames never contain '@'.
 */
export const isEmailIdentifier = (identifier: string): boolean => identifier.includes('@');

/**
 * Forgot password: `username` keeps its name (SPEC §7) and takes an admin username or a visitor's
 * e-mail; as at login, a value with '@' is an e-mail (SPEC §5).
 */
export const forgotPasswordBodySchema = z.object({ username: requiredText(254) });

/** Whose password a reset link sets: the web app sends visitors to /login, admins to /admin/login. */
export const accountKindSchema = z.enum(['admin', 'visitor']);

export const resetPasswordBodySchema = z.object({
  token: requiredText(200),
  new_password: newPasswordSchema,
});

export const publicUserSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    /** The account's language; the server always sends it (optional for answers stored before it). */
    language: languageSchema.optional(),
  })
  .meta({ id: 'User' });

export const userSessionSchema = z
  .object({ token: z.string(), user: publicUserSchema })
  .meta({ id: 'UserSession' });

export const adminSessionSchema = z
  .object({ token: z.string(), username: z.string() })
  .meta({ id: 'AdminSession' });

/** POST /auth/sign-in-link: the token of the link e-mailed to an account locked for new addresses. */
export const signInLinkBodySchema = z.object({ token: requiredText(200) });

/** What a used sign-in link answers: the session its account's login would have given. */
export const signInLinkSessionSchema = z
  .discriminatedUnion('account', [
    z.object({ account: z.literal('visitor'), token: z.string(), user: publicUserSchema }),
    z.object({ account: z.literal('admin'), token: z.string(), username: z.string() }),
  ])
  .meta({ id: 'SignInLinkSession' });

export const messageSchema = z.object({ message: z.string() }).meta({ id: 'Message' });

export const resetPasswordAnswerSchema = z
  .object({ message: z.string(), account: accountKindSchema })
  .meta({ id: 'PasswordReset' });

export type PublicUser = z.infer<typeof publicUserSchema>;
export type UserSession = z.infer<typeof userSessionSchema>;
export type AdminSession = z.infer<typeof adminSessionSchema>;
export type AccountKind = z.infer<typeof accountKindSchema>;
export type ResetPasswordAnswer = z.infer<typeof resetPasswordAnswerSchema>;

/** Limits of SPEC §9 as the account screens use them. */
export const CODE_LENGTH = 6;
export const CODE_EXPIRY_MINUTES = 10;
export const RESET_LINK_EXPIRY_MINUTES = 10;
export const RESET_REDIRECT_MS = 3000;
/** The server mails at most one verification code a minute per e-mail. */
export const RESEND_COOLDOWN_SECONDS = 60;

/**
 * SPEC §8's words the login screen compares with or shows as they are (the admin's toast, and the
 * server's two messages, translated through the catalogs' `server.` texts); the other texts are in the
 * catalogs.
 */
export const AUTH_MESSAGES = {
  adminLoggedIn: 'Admin login successful!',
  verifyFirst: 'Please verify your email first',
  invalidCredentials: 'Invalid credentials',
} as const;

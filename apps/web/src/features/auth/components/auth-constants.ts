/** Limits of SPEC §9 as the account screens use them. */
export const CODE_LENGTH = 6;
export const CODE_EXPIRY_MINUTES = 10;
export const RESET_LINK_EXPIRY_MINUTES = 10;
export const RESET_REDIRECT_MS = 3000;
/** The server mails at most one verification code a minute per e-mail. */
export const RESEND_COOLDOWN_SECONDS = 60;

/** Toasts and notices of SPEC §8, word for word, and the screens' own. */
export const AUTH_MESSAGES = {
  registered: 'Registration successful! Check your email for verification code.',
  registerFailed: 'Registration failed',
  verified: 'Email verified successfully!',
  verifyFailed: 'Verification failed',
  resendFailed: 'Failed to send a new code',
  loggedIn: 'Login successful!',
  adminLoggedIn: 'Admin login successful!',
  verifyFirst: 'Please verify your email first',
  invalidCredentials: 'Invalid credentials',
  forgotAnswer: 'If the username exists, a password reset email will be sent.',
  resetDone: 'Password reset successful!',
  resetFailed: 'Failed to reset password. The link may have expired.',
  loggedOut: "You're logged out",
  freeAccount: "A free account opens every deal's full details and lets you ask the seller directly.",
} as const;

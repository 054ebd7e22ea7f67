/**
 * The password a visitor just typed at Create Account (or at a login refused until the e-mail is
 * verified), kept in this tab's memory only (never in storage or the history) so that Verify e-mail
 * can send it with the code: the account then opens with her password, whoever else registered the
 * address (issue 42). After a reload, or on another device, the verify screen asks for it instead.
 */
let kept: { email: string; password: string } | null = null;

const normal = (email: string) => email.trim().toLowerCase();

export function keepRegistrationPassword(email: string, password: string): void {
  kept = { email: normal(email), password };
}

export function registrationPasswordFor(email: string): string | undefined {
  return kept && kept.email === normal(email) ? kept.password : undefined;
}

export function forgetRegistrationPassword(): void {
  kept = null;
}

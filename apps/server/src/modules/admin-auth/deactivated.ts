/** Told only to someone who proved the account is theirs: it exists, and an owner switched it off. */
export const DEACTIVATED =
  'This admin account has been deactivated. Ask an owner of the team to reactivate it.';

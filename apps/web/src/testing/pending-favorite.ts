/**
 * A heart pressed before logging in, as favorite-toggle.ts keeps it for after the login. First waits
 * for the heart's module: a login in the test before saves its own pending heart once that dynamic
 * import resolves (slow on a busy machine), and must not take this one.
 */
export async function pressHeartBeforeLogin(propertyId: string): Promise<void> {
  const { PENDING_FAVORITE_KEY } = await import('@/features/properties/components/favorite-toggle');
  window.sessionStorage.setItem(PENDING_FAVORITE_KEY, propertyId);
}

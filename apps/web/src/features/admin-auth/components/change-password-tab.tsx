/** Placeholder: being built. Admin Password tab. */
export function ChangePasswordTab() {
  return <p>Password</p>;
}

/** Placeholder: being built. Admin Contact Info tab. */
export function ContactsTab() {
  return <p>Contact Info</p>;
}

/** Placeholder: being built. */
export function InquiriesTab() {
  return <p>Inquiries</p>;
}

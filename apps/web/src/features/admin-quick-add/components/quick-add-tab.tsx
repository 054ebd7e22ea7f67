/** Placeholder: being built. Quick Add tab; calls onCreated after a listing was created. */
export function QuickAddTab({ onCreated }: { onCreated: () => void }) {
  void onCreated;
  return <p>Quick Add</p>;
}

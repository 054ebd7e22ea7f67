/** Placeholder: being built. */
export default function Route() {
  return <p className="p-8">Coming soon</p>;
}

/**
 * Whether parsed JSON nests deeper than `max` levels of objects and arrays. Walked without recursion:
 * the value may be nested far deeper than the stack allows (that is what it checks for).
 */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (typeof next.value !== 'object' || next.value === null) continue;
    if (next.depth + 1 > max) return true;
    for (const child of Object.values(next.value)) pending.push({ value: child, depth: next.depth + 1 });
  }
  return false;
}

import { leanIcon } from './lean-icon';

// The home page's own icons as lean icons (lean-icon.tsx), like card-icons.ts: the drawings of
// lucide-react 1.75.0 (ISC licence, https://lucide.dev), each icon's shapes joined into one path.
// Drawn here rather than imported from lucide-react, they cost the home page's JavaScript about half
// as much (lucide's icon data, with a key per shape, is what another screen's chunk shares), which
// made room for its load-error state within the budget (docs/decisions/0007).
// card-icons.test.tsx checks each against lucide's own component.

export const BadgePercentIcon = leanIcon('badge-percent', [
  {
    d: 'M3.85 8.62a4 4 0 0 1 4.78-4.77 4 4 0 0 1 6.74 0 4 4 0 0 1 4.78 4.78 4 4 0 0 1 0 6.74 4 4 0 0 1-4.77 4.78 4 4 0 0 1-6.75 0 4 4 0 0 1-4.78-4.77 4 4 0 0 1 0-6.76ZM15 9l-6 6M9 9h.01M15 15h.01',
  },
]);

export const ShieldCheckIcon = leanIcon('shield-check', [
  {
    d: 'M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1zM9 12l2 2 4-4',
  },
]);

export const SearchIcon = leanIcon('search', [
  { d: 'M21 21l-4.34-4.34M3 11a8 8 0 1 0 16 0a8 8 0 1 0 -16 0' },
]);

export const SearchXIcon = leanIcon('search-x', [
  { d: 'M13.5 8.5l-5 5M8.5 8.5l5 5M3 11a8 8 0 1 0 16 0a8 8 0 1 0 -16 0M21 21l-4.3-4.3' },
]);

export const RotateCcwIcon = leanIcon('rotate-ccw', [
  { d: 'M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8M3 3v5h5' },
]);

import { leanIcon } from './lean-icon';

// The icons every listing card shows, as lean icons (lean-icon.tsx): the drawings of lucide-react
// 1.75.0 (ISC licence, https://lucide.dev), each icon's shapes joined into one path.
// card-icons.test.tsx checks each against lucide's own component.

export const MapPinIcon = leanIcon('map-pin', [
  {
    d: 'M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0M9 10a3 3 0 1 0 6 0a3 3 0 1 0 -6 0',
  },
]);

export const BedDoubleIcon = leanIcon('bed-double', [
  { d: 'M2 20v-8a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v8M4 10V6a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v4M12 4v6M2 18h20' },
]);

export const RulerIcon = leanIcon('ruler', [
  {
    d: 'M21.3 15.3a2.4 2.4 0 0 1 0 3.4l-2.6 2.6a2.4 2.4 0 0 1-3.4 0L2.7 8.7a2.41 2.41 0 0 1 0-3.4l2.6-2.6a2.41 2.41 0 0 1 3.4 0ZM14.5 12.5l2-2M11.5 9.5l2-2M8.5 6.5l2-2M17.5 15.5l2-2',
  },
]);

export const CalendarDaysIcon = leanIcon('calendar-days', [
  {
    d: 'M8 2v3M16 2v3M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-14a2 2 0 0 1 2 -2zM3 9h18M8 13h.01M12 13h.01M16 13h.01M8 17h.01M12 17h.01M16 17h.01',
  },
]);

export const ChevronLeftIcon = leanIcon('chevron-left', [{ d: 'M15 18l-6-6 6-6' }]);

export const ChevronRightIcon = leanIcon('chevron-right', [{ d: 'M9 18l6-6-6-6' }]);

export const ImagesIcon = leanIcon('images', [
  {
    d: 'M22 11l-1.296-1.296a2.4 2.4 0 0 0-3.408 0L11 16M4 8a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2M10 2h10a2 2 0 0 1 2 2v10a2 2 0 0 1 -2 2h-10a2 2 0 0 1 -2 -2v-10a2 2 0 0 1 2 -2z',
  },
  { d: 'M12 7a1 1 0 1 0 2 0a1 1 0 1 0 -2 0', attributes: { fill: 'currentColor' } },
]);

export const HeartIcon = leanIcon('heart', [
  {
    d: 'M2 9.5a5.5 5.5 0 0 1 9.591-3.676.56.56 0 0 0 .818 0A5.49 5.49 0 0 1 22 9.5c0 2.29-1.5 4-3 5.5l-5.492 5.313a2 2 0 0 1-3 .019L5 15c-1.5-1.5-3-3.2-3-5.5',
  },
]);

export const BuildingIcon = leanIcon('building-complex', [
  {
    d: 'M10 12h4M10 8h4M14 21v-3a2 2 0 0 0-4 0v3M6 10H4a2 2 0 0 0-2 2v7a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V9a2 2 0 0 0-2-2h-2M6 21V5a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v16',
  },
]);

// The home page's other icons (hero, filter bar, empty state), lean for the page's bundle budget.

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

export const XIcon = leanIcon('x', [{ d: 'M18 6 6 18M6 6l12 12' }]);

// Icons of every page's frame (header, footer, spinner, error screen, WhatsApp button): lean, so that
// the home page needs none of lucide-react's icon machinery.

export const LoaderCircleIcon = leanIcon('loader-circle', [{ d: 'M21 12a9 9 0 1 1-6.219-8.56' }]);

export const LogInIcon = leanIcon('log-in', [
  { d: 'M10 17l5-5-5-5M15 12H3M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4' },
]);

export const LogOutIcon = leanIcon('log-out', [
  { d: 'M16 17l5-5-5-5M21 12H9M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4' },
]);

export const UserPlusIcon = leanIcon('user-plus', [
  { d: 'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M5 7a4 4 0 1 0 8 0a4 4 0 1 0 -8 0M19 8L19 14M22 11L16 11' },
]);

export const MailIcon = leanIcon('mail', [
  {
    d: 'M22 7l-8.991 5.727a2 2 0 0 1-2.009 0L2 7M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1 -2 2h-16a2 2 0 0 1 -2 -2v-12a2 2 0 0 1 2 -2z',
  },
]);

export const PhoneIcon = leanIcon('phone', [
  {
    d: 'M13.832 16.568a1 1 0 0 0 1.213-.303l.355-.465A2 2 0 0 1 17 15h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2A18 18 0 0 1 2 4a2 2 0 0 1 2-2h3a2 2 0 0 1 2 2v3a2 2 0 0 1-.8 1.6l-.468.351a1 1 0 0 0-.292 1.233 14 14 0 0 0 6.392 6.384',
  },
]);

export const MessageCircleIcon = leanIcon('message-circle', [
  {
    d: 'M2.992 16.342a2 2 0 0 1 .094 1.167l-1.065 3.29a1 1 0 0 0 1.236 1.168l3.413-.998a2 2 0 0 1 1.099.092 10 10 0 1 0-4.777-4.719',
  },
]);

export const TriangleAlertIcon = leanIcon('triangle-exclamation-point', [
  { d: 'M21.73 18l-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3M12 9v4M12 17h.01' },
]);

export const BellIcon = leanIcon('bell', [
  {
    d: 'M10.268 21a2 2 0 0 0 3.464 0M3.262 15.326A1 1 0 0 0 4 17h16a1 1 0 0 0 .74-1.673C19.41 13.956 18 12.499 18 8A6 6 0 0 0 6 8c0 4.499-1.411 5.956-2.738 7.326',
  },
]);

export const SlidersHorizontalIcon = leanIcon('sliders-horizontal', [
  { d: 'M10 5H3M12 19H3M14 3v4M16 17v4M21 12h-9M21 19h-5M21 5h-7M8 10v4M8 12H3' },
]);

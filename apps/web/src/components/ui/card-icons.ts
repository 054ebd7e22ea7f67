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

export const BuildingIcon = leanIcon('building-complex', [
  {
    d: 'M10 12h4M10 8h4M14 21v-3a2 2 0 0 0-4 0v3M6 10H4a2 2 0 0 0-2 2v7a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V9a2 2 0 0 0-2-2h-2M6 21V5a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v16',
  },
]);

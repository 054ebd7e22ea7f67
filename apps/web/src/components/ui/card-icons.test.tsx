import { render } from '@testing-library/react';
import {
  BadgePercent,
  Bell,
  BedDouble,
  Building2,
  CalendarDays,
  ChevronLeft,
  ChevronRight,
  Images,
  MapPin,
  Ruler,
  RotateCcw,
  Search,
  SearchX,
  ShieldCheck,
  X,
  LoaderCircle,
  LogIn,
  LogOut,
  UserPlus,
  Mail,
  Phone,
  MessageCircle,
  TriangleAlert,
  Heart,
  SlidersHorizontal,
} from 'lucide-react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';

import {
  BedDoubleIcon,
  BellIcon,
  BuildingIcon,
  CalendarDaysIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  ImagesIcon,
  MapPinIcon,
  RulerIcon,
  BadgePercentIcon,
  RotateCcwIcon,
  SearchIcon,
  SearchXIcon,
  ShieldCheckIcon,
  XIcon,
  LoaderCircleIcon,
  LogInIcon,
  LogOutIcon,
  UserPlusIcon,
  MailIcon,
  PhoneIcon,
  MessageCircleIcon,
  TriangleAlertIcon,
  HeartIcon,
  SlidersHorizontalIcon,
} from './card-icons';

// How lucide's shapes become a lean icon's paths; card-icons.ts holds the result.
/** One shape of an icon drawing, as lucide describes it: an SVG element name and its attributes. */
type IconShape = [tag: string, attributes: Record<string, string>];

const NUMBER = /^[\s,]*(-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?)/i;

/**
 * A path's data made safe to follow another path's in one `d`: a leading relative moveto ('m x y …')
 * is absolute only at the start of a path, and the pairs after it are relative linetos.
 */
function absoluteStart(d: string): string {
  const trimmed = d.trim();
  if (!trimmed.startsWith('m')) return trimmed;
  let rest = trimmed.slice(1);
  const x = NUMBER.exec(rest);
  if (!x) return trimmed;
  rest = rest.slice(x[0].length);
  const y = NUMBER.exec(rest);
  if (!y) return trimmed;
  rest = rest.slice(y[0].length).trim();
  return `M${x[1]} ${y[1]}${NUMBER.test(rest) ? `l${rest}` : rest}`;
}

const n = (attributes: Record<string, string>, key: string) => Number(attributes[key] ?? 0);

/** The path data that draws one shape the way its own element would. */
function shapePath([tag, a]: IconShape): string {
  switch (tag) {
    case 'path':
      return absoluteStart(a.d ?? '');
    case 'circle':
    case 'ellipse': {
      const rx = n(a, tag === 'circle' ? 'r' : 'rx');
      const ry = n(a, tag === 'circle' ? 'r' : 'ry');
      const [cx, cy] = [n(a, 'cx'), n(a, 'cy')];
      return `M${cx - rx} ${cy}a${rx} ${ry} 0 1 0 ${2 * rx} 0a${rx} ${ry} 0 1 0 ${-2 * rx} 0`;
    }
    case 'rect': {
      const [x, y, w, h] = [n(a, 'x'), n(a, 'y'), n(a, 'width'), n(a, 'height')];
      const r = Math.min(n(a, 'rx') || n(a, 'ry'), w / 2, h / 2);
      if (!r) return `M${x} ${y}h${w}v${h}h${-w}z`;
      const arc = (dx: number, dy: number) => `a${r} ${r} 0 0 1 ${dx} ${dy}`;
      return (
        `M${x + r} ${y}h${w - 2 * r}${arc(r, r)}v${h - 2 * r}${arc(-r, r)}` +
        `h${-(w - 2 * r)}${arc(-r, -r)}v${-(h - 2 * r)}${arc(r, -r)}z`
      );
    }
    case 'line':
      return `M${n(a, 'x1')} ${n(a, 'y1')}L${n(a, 'x2')} ${n(a, 'y2')}`;
    case 'polyline':
    case 'polygon': {
      const points = (a.points ?? '').trim().split(/[\s,]+/);
      const pairs: string[] = [];
      for (let i = 0; i + 1 < points.length; i += 2) pairs.push(`${points[i]} ${points[i + 1]}`);
      return `M${pairs.join('L')}${tag === 'polygon' ? 'z' : ''}`;
    }
    default:
      throw new Error(`No path for an icon's <${tag}>`);
  }
}

/** Attributes that only place a shape: the rest (a fill, say) keep a shape on a path of its own. */
const GEOMETRY = new Set([
  'd',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'x',
  'y',
  'width',
  'height',
  'x1',
  'y1',
  'x2',
  'y2',
  'points',
]);

/**
 * The shapes of an icon as few paths: every shape with no attribute of its own drawn by one path, each
 * other shape by a path with its attributes. Stroked alike, they draw what the shapes draw.
 */
function iconPaths(shapes: readonly IconShape[]): { d: string; attributes: Record<string, string> }[] {
  const plain: string[] = [];
  const own: { d: string; attributes: Record<string, string> }[] = [];
  for (const shape of shapes) {
    const extra = Object.fromEntries(Object.entries(shape[1]).filter(([key]) => !GEOMETRY.has(key)));
    if (Object.keys(extra).length === 0) plain.push(shapePath(shape));
    else own.push({ d: shapePath(shape), attributes: extra });
  }
  return [...(plain.length > 0 ? [{ d: plain.join(''), attributes: {} }] : []), ...own];
}

type AnyIcon = ComponentType<{ className?: string; strokeWidth?: number }>;

const PAIRS: [string, AnyIcon, AnyIcon][] = [
  ['MapPin', MapPin, MapPinIcon],
  ['Bell', Bell, BellIcon],
  ['BedDouble', BedDouble, BedDoubleIcon],
  ['Ruler', Ruler, RulerIcon],
  ['CalendarDays', CalendarDays, CalendarDaysIcon],
  ['ChevronLeft', ChevronLeft, ChevronLeftIcon],
  ['ChevronRight', ChevronRight, ChevronRightIcon],
  ['Images', Images, ImagesIcon],
  ['Building2', Building2, BuildingIcon],
  ['BadgePercent', BadgePercent, BadgePercentIcon],
  ['ShieldCheck', ShieldCheck, ShieldCheckIcon],
  ['Search', Search, SearchIcon],
  ['SearchX', SearchX, SearchXIcon],
  ['RotateCcw', RotateCcw, RotateCcwIcon],
  ['X', X, XIcon],
  ['LoaderCircle', LoaderCircle, LoaderCircleIcon],
  ['LogIn', LogIn, LogInIcon],
  ['LogOut', LogOut, LogOutIcon],
  ['UserPlus', UserPlus, UserPlusIcon],
  ['Mail', Mail, MailIcon],
  ['Phone', Phone, PhoneIcon],
  ['MessageCircle', MessageCircle, MessageCircleIcon],
  ['TriangleAlert', TriangleAlert, TriangleAlertIcon],
  ['Heart', Heart, HeartIcon],
  ['SlidersHorizontal', SlidersHorizontal, SlidersHorizontalIcon],
];

const svgOf = (Icon: AnyIcon, props = {}) =>
  render(<Icon className="size-4" {...props} />).container.querySelector('svg')!;
const attributesOf = (element: Element) =>
  Object.fromEntries([...element.attributes].map((attribute) => [attribute.name, attribute.value]));

describe('card and home page icons', () => {
  it.each(PAIRS)('%s draws what lucide-react draws, with fewer elements', (_, Lucide, Lean) => {
    const original = svgOf(Lucide);
    const lean = svgOf(Lean);
    // The same frame: size, view box, stroke, hidden from assistive technology, lucide's classes.
    const { class: originalClass, ...frame } = attributesOf(original);
    const { class: leanClass, ...leanFrame } = attributesOf(lean);
    expect(leanFrame).toEqual(frame);
    expect(leanClass!.split(' ')).toEqual(
      expect.arrayContaining(['lucide', 'size-4', originalClass!.split(' ')[1]]),
    );
    // The same shapes, as paths.
    const shapes = [...original.children].map((child): IconShape => [child.tagName, attributesOf(child)]);
    expect(
      [...lean.children].map((child) => ({ d: child.getAttribute('d'), attributes: attributesOf(child) })),
    ).toEqual(iconPaths(shapes).map(({ d, attributes }) => ({ d, attributes: { d, ...attributes } })));
    expect(lean.children.length).toBeLessThanOrEqual(Math.min(2, original.children.length));
  });

  it('passes a stroke width and a label on', () => {
    expect(svgOf(BuildingIcon, { strokeWidth: 1.5 }).getAttribute('stroke-width')).toBe('1.5');
    const labelled = svgOf(MapPinIcon, { 'aria-label': 'Location' });
    expect(labelled.getAttribute('aria-label')).toBe('Location');
    expect(labelled.hasAttribute('aria-hidden')).toBe(false);
  });
});

describe('shapePath', () => {
  it('draws circles, rounded rectangles, lines and polylines as paths', () => {
    expect(shapePath(['circle', { cx: '12', cy: '10', r: '3' }])).toBe('M9 10a3 3 0 1 0 6 0a3 3 0 1 0 -6 0');
    expect(shapePath(['rect', { x: '3', y: '3', width: '18', height: '18', rx: '2' }])).toBe(
      'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-14a2 2 0 0 1 2 -2z',
    );
    expect(shapePath(['rect', { x: '1', y: '2', width: '3', height: '4' }])).toBe('M1 2h3v4h-3z');
    expect(shapePath(['line', { x1: '1', y1: '2', x2: '3', y2: '4' }])).toBe('M1 2L3 4');
    expect(shapePath(['polygon', { points: '1 2, 3 4 5,6' }])).toBe('M1 2L3 4L5 6z');
  });

  it('keeps the pairs after a leading relative moveto relative once paths are joined', () => {
    expect(shapePath(['path', { d: 'm14.5 12.5 2-2' }])).toBe('M14.5 12.5l2-2');
    expect(shapePath(['path', { d: 'm15 18-6-6 6-6' }])).toBe('M15 18l-6-6 6-6');
    expect(shapePath(['path', { d: 'm22 11-1.296-1.296a2.4 2.4 0 0 0-3.408 0L11 16' }])).toBe(
      'M22 11l-1.296-1.296a2.4 2.4 0 0 0-3.408 0L11 16',
    );
    expect(shapePath(['path', { d: 'M2 18h20' }])).toBe('M2 18h20');
  });
});

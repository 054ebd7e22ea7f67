import { memo } from 'react';
import type { SVGProps } from 'react';

/** One shape of an icon drawing, as lucide describes it: an SVG element name and its attributes. */
export type IconShape = [tag: string, attributes: Record<string, string>];

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
export function shapePath([tag, a]: IconShape): string {
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
export function iconPaths(shapes: readonly IconShape[]): { d: string; attributes: Record<string, string> }[] {
  const plain: string[] = [];
  const own: { d: string; attributes: Record<string, string> }[] = [];
  for (const shape of shapes) {
    const extra = Object.fromEntries(Object.entries(shape[1]).filter(([key]) => !GEOMETRY.has(key)));
    if (Object.keys(extra).length === 0) plain.push(shapePath(shape));
    else own.push({ d: shapePath(shape), attributes: extra });
  }
  return [...(plain.length > 0 ? [{ d: plain.join(''), attributes: {} }] : []), ...own];
}

type LeanIconProps = Omit<SVGProps<SVGSVGElement>, 'ref'>;

/**
 * A lucide icon drawn with one or two paths instead of one element per shape, for icons a page repeats
 * on every card: a card mounted about 30 SVG elements of its icons, which took a keystroke's commit
 * most of its time on a slow machine (docs/decisions/0015-main-thread-work-on-load.md). Same size,
 * stroke and classes as lucide-react's component; hidden from assistive technology unless labelled.
 */
export function leanIcon(name: string, shapes: readonly IconShape[]) {
  const paths = iconPaths(shapes);
  function LeanIcon({ className, strokeWidth = 2, ...rest }: LeanIconProps) {
    const labelled = 'aria-label' in rest || 'aria-labelledby' in rest || 'title' in rest;
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={`lucide lucide-${name}${className ? ` ${className}` : ''}`}
        aria-hidden={labelled ? undefined : true}
        {...rest}
      >
        {paths.map(({ d, attributes }) => (
          <path key={d} d={d} {...attributes} />
        ))}
      </svg>
    );
  }
  LeanIcon.displayName = `LeanIcon(${name})`;
  return memo(LeanIcon);
}

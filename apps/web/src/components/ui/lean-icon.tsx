import { memo } from 'react';
import type { SVGProps } from 'react';

/** One path of a lean icon: its data, and attributes of its own (a fill, say). */
export interface IconPath {
  d: string;
  attributes?: Record<string, string>;
}

type LeanIconProps = Omit<SVGProps<SVGSVGElement>, 'ref'>;

/**
 * A lucide icon drawn with one or two paths instead of one element per shape (its shapes joined into
 * one path's data; card-icons.test.tsx checks the data against lucide's own drawing), for icons a
 * page repeats on every card: a card mounted about 30 SVG elements of its icons, which took a
 * keystroke's commit most of its time on a slow machine (docs/decisions/0015-main-thread-work-on-
 * load.md). Same size, stroke and classes as lucide-react's component; hidden from assistive
 * technology unless labelled.
 */
export function leanIcon(name: string, paths: readonly IconPath[]) {
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

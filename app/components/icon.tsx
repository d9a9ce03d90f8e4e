// Small decorative inline SVG icons (always aria-hidden: the text next to them carries the meaning).
import type { SVGProps } from 'react';

export type IconName =
  | 'chevron-down'
  | 'search'
  | 'menu'
  | 'close'
  | 'user'
  | 'info'
  | 'check'
  | 'error'
  | 'bookmark'
  | 'heart'
  | 'external'
  | 'arrow-right';

const PATHS: Record<IconName, string> = {
  'chevron-down': 'M6 9l6 6 6-6',
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM20 20l-4-4',
  menu: 'M4 7h16M4 12h16M4 17h16',
  close: 'M6 6l12 12M18 6L6 18',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 20c1.5-4 4.5-6 8-6s6.5 2 8 6',
  info: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 11v6M12 7.5v.5',
  check: 'M5 12.5l4.5 4.5L19 7',
  error: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v6M12 16.5v.5',
  bookmark: 'M7 4h10v16l-5-4-5 4z',
  heart: 'M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.5-7 10-7 10z',
  external: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  'arrow-right': 'M5 12h14M13 6l6 6-6 6',
};

export function Icon({ name, size = 20, ...rest }: { name: IconName; size?: number } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className="icon"
      {...rest}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}

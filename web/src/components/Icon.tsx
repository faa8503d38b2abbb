// A handful of line icons drawn inline (no icon font, no emoji: both depend on
// what the visitor's system has installed). Decorative: always aria-hidden.
const PATHS = {
  home: 'M3 11.5 12 4l9 7.5M5.5 9.5V20h13V9.5M10 20v-5.5h4V20',
  heart: 'M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.3a4.3 4.3 0 0 1 7.5 2.5C19.5 15.4 12 20 12 20z',
  back: 'M19 12H5m6-7-7 7 7 7',
  menu: 'M4 7h16M4 12h16M4 17h16',
  close: 'M6 6l12 12M18 6 6 18',
  bed: 'M3 18V7m0 7h18v4M21 14v-2.5A2.5 2.5 0 0 0 18.5 9H11v5M7 12a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
  bath: 'M4 12h16v2a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5v-2zM6 12V6a2 2 0 0 1 4 0M7 19l-1 2m11-2 1 2',
  calendar: 'M5 6h14v14H5zM5 10h14M9 4v4m6-4v4',
  filter: 'M4 6h16M7 12h10m-6 6h2',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zm5-2 4 4',
  chevron: 'm7 10 5 5 5-5',
  tools: 'M14.5 6.5a4 4 0 0 0 5 5L13 18l-2.5.5.5-2.5 6.5-6.5m-3-3L8 2 5 5l6.5 6.5',
  alert: 'M12 8v5m0 3.5v.5M10.3 4.3 2.8 17.5A2 2 0 0 0 4.5 20.5h15a2 2 0 0 0 1.7-3L13.7 4.3a2 2 0 0 0-3.4 0z',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8a7 7 0 0 1 14 0',
  car: 'M5 16h14v-4l-2-5H7l-2 5v4zm0 0v2m14-2v2M5 12h14M8 14.5h.01M16 14.5h.01',
  check: 'm5 12.5 4.5 4.5L19 7.5',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 20, filled = false, className }: { name: IconName; size?: number; filled?: boolean; className?: string }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}

/**
 * Hand-picked colour sets. Each is chosen to look good with any of the others in
 * the same group, so a random combination still reads as a designed picture.
 */
export interface SkyPalette {
  name: 'morning' | 'midday' | 'golden' | 'dusk';
  top: string;
  bottom: string;
  sun: string;
  cloud: string;
  /** Tints the whole scene (distant hills, shadows). */
  haze: string;
  windowsLit: boolean;
}

export const DAY_SKIES: readonly SkyPalette[] = [
  { name: 'midday', top: '#5fa8e8', bottom: '#cfe8fb', sun: '#fff6d6', cloud: '#ffffff', haze: '#b9d7ee', windowsLit: false },
  { name: 'morning', top: '#8cc3ef', bottom: '#fde7cf', sun: '#fff1c1', cloud: '#fffaf3', haze: '#d7e3ec', windowsLit: false },
  { name: 'midday', top: '#4a9be0', bottom: '#e3f1fb', sun: '#fffbe6', cloud: '#ffffff', haze: '#c4dcef', windowsLit: false },
];

export const EVENING_SKIES: readonly SkyPalette[] = [
  { name: 'golden', top: '#f6a86b', bottom: '#ffe2b0', sun: '#fff0c4', cloud: '#ffd9bd', haze: '#f3c9a2', windowsLit: true },
  { name: 'dusk', top: '#2e3a6e', bottom: '#f29e74', sun: '#ffd8a8', cloud: '#e9a88d', haze: '#8a6f8f', windowsLit: true },
  { name: 'golden', top: '#e98a7a', bottom: '#fcd9a0', sun: '#fff3d1', cloud: '#ffc9b0', haze: '#e6b59d', windowsLit: true },
];

export const SIDING_COLORS = [
  '#f4efe6', '#e8e2d3', '#9bb5a0', '#7d9bb5', '#2f4858', '#c8553d', '#f2d27e', '#8e9aaf', '#d6c3a5', '#546a7b', '#b8c4bb', '#e3b5a4',
] as const;
export const BRICK_COLORS = ['#a4513c', '#b5654a', '#8f4a3a', '#c27d5e'] as const;
export const ROOF_COLORS = ['#3d405b', '#4a4e69', '#5c4033', '#2b2d42', '#6b705c', '#7f5539'] as const;
export const TRIM_COLORS = ['#ffffff', '#fbf8f1', '#2b2d42', '#f5f0e1'] as const;
export const DOOR_COLORS = ['#c0392b', '#1d3557', '#2a9d8f', '#e9c46a', '#264653', '#6d597a', '#d97706', '#111827'] as const;
export const FOLIAGE = ['#4f7942', '#5b8c51', '#3f6e4a', '#6a994e', '#386641'] as const;

export const WALL_COLORS = [
  '#f3ede3', '#e9e4da', '#dfe7e1', '#e6ecf2', '#f2e6da', '#ece2ef', '#e4ddd0', '#dde6ea', '#f5efe0', '#e2e8de',
] as const;
export const ACCENT_COLORS = [
  '#e07a5f', '#3d5a80', '#81b29a', '#f2cc8f', '#6d597a', '#b56576', '#2a9d8f', '#e76f51', '#457b9d', '#bc6c25',
] as const;
export const WOOD_FLOORS = { oak: '#c8a27a', walnut: '#8b5e3c', light: '#e0c9a6', grey: '#b3aca3' } as const;
export type FloorKind = keyof typeof WOOD_FLOORS | 'carpet';
export const CARPET_COLORS = ['#cfc6b8', '#bfb8ad', '#d8d0c2'] as const;
export const CABINET_COLORS = ['#ffffff', '#2f4858', '#9bb5a0', '#e9e4da', '#3d405b', '#a3b18a'] as const;
export const COUNTER_COLORS = ['#f4f4f2', '#d9d4cc', '#3a3a3a', '#e8dcc8'] as const;

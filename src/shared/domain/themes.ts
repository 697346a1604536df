// Colour themes (spec section 9). The palettes themselves live in the web stylesheet.
export const THEMES = ['darkOld', 'dark', 'slate', 'bone'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'dark';
export const THEME_LABELS: Record<Theme, string> = {
  darkOld: 'Oscuro clásico',
  dark: 'Oscuro',
  slate: 'Pizarra',
  bone: 'Hueso',
};
export const isTheme = (value: unknown): value is Theme => THEMES.includes(value as Theme);

/** Widths the layout is checked at: a 390 px phone and a 1280 px desktop. CSS variables cannot be used in media queries, so these are constants. */
export const breakpoints = {
  mobile: 390,
  tablet: 768,
  desktop: 1280,
} as const;

export const media = {
  /** Narrow screens: phones up to, and a little above, 390 px. */
  mobile: `screen and (max-width: ${breakpoints.tablet - 1}px)`,
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  /** Laptops narrower than the desktop width (1024, 1152 px), phones and tablets included. */
  belowDesktop: `screen and (max-width: ${breakpoints.desktop - 1}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

import { createGlobalTheme, createGlobalThemeContract } from '@vanilla-extract/css';
import { lightTokens } from './tokens';

const tone = { bg: null, fg: null, border: null };

/**
 * The theme contract: every token is a CSS custom property named `--balcao-<path>`, so a second theme
 * (white label, dark) only has to fill the same contract with `createTheme` or `createGlobalTheme`.
 */
export const vars = createGlobalThemeContract(
  {
    color: {
      brand: null,
      brandHover: null,
      brandActive: null,
      onBrand: null,
      brandSubtle: null,
      text: null,
      textMuted: null,
      textInverse: null,
      link: null,
      surface: null,
      surfaceMuted: null,
      surfaceRaised: null,
      overlay: null,
      border: null,
      borderStrong: null,
      focus: null,
      danger: null,
      dangerHover: null,
      onDanger: null,
      disabledBg: null,
      disabledText: null,
    },
    tone: {
      neutral: tone,
      info: tone,
      warning: tone,
      success: tone,
      danger: tone,
      muted: tone,
    },
    space: { none: null, xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, xxxl: null },
    font: { body: null, mono: null },
    fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, xxxl: null },
    fontWeight: { regular: null, medium: null, bold: null },
    lineHeight: { tight: null, normal: null },
    radius: { sm: null, md: null, lg: null, pill: null },
    shadow: { sm: null, md: null, lg: null, focus: null },
    zIndex: { popover: null, overlay: null, modal: null, toast: null },
    duration: { fast: null, normal: null },
  },
  (_value, path) => `balcao-${path.join('-')}`,
);

createGlobalTheme(':root', vars, lightTokens);

import { globalStyle } from '@vanilla-extract/css';
import { media } from './breakpoints';
import { vars } from './theme.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('*', { margin: 0 });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});

globalStyle('html, body', { height: '100%' });

globalStyle('body', {
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.surfaceMuted,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('img, picture, video, canvas, svg', { display: 'block', maxWidth: '100%' });

globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' });

globalStyle('button', { cursor: 'pointer' });

globalStyle('button:disabled', { cursor: 'not-allowed' });

globalStyle('p, h1, h2, h3, h4, h5, h6', { overflowWrap: 'break-word' });

globalStyle('h1, h2, h3, h4, h5, h6', { lineHeight: vars.lineHeight.tight });

globalStyle('a', { color: vars.color.link });

globalStyle('#root', { isolation: 'isolate', minHeight: '100%' });

// One visible focus ring everywhere, for keyboard users only.
globalStyle(':focus-visible', {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      transitionDuration: '0.01ms !important',
    },
  },
});

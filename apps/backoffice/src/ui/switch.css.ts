import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/** A checkbox drawn as a sliding switch; it stays a real input, so keyboard and screen readers work. */
export const switchInput = style({
  appearance: 'none',
  flexShrink: 0,
  position: 'relative',
  width: '44px',
  height: '24px',
  margin: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.borderStrong,
  cursor: 'pointer',
  transition: 'background 120ms',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      top: '3px',
      left: '3px',
      width: '18px',
      height: '18px',
      borderRadius: '50%',
      background: vars.color.surface,
      transition: 'transform 120ms',
    },
    '&:checked': { background: vars.color.brand },
    '&:checked::after': { transform: 'translateX(20px)' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

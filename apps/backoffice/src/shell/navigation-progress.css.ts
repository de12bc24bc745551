import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

const slide = keyframes({
  '0%': { transform: 'translateX(-100%)' },
  '100%': { transform: 'translateX(250%)' },
});

export const bar = style({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  height: '3px',
  overflow: 'hidden',
  zIndex: vars.zIndex.toast,
  background: vars.color.brandSubtle,
  '::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    width: '40%',
    background: vars.color.brand,
    animation: `${slide} 1s ease-in-out infinite`,
  },
});

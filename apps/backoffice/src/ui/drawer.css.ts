import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';

const fromRight = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });
const fromLeft = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } });

export const panel = recipe({
  base: {
    position: 'fixed',
    top: 0,
    bottom: 0,
    zIndex: vars.zIndex.modal,
    display: 'flex',
    flexDirection: 'column',
    width: 'min(420px, 100vw)',
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    selectors: { '&:focus': { outline: 'none' } },
  },
  variants: {
    side: {
      right: { right: 0, animation: `${fromRight} ${vars.duration.normal} ease-out` },
      left: { left: 0, animation: `${fromLeft} ${vars.duration.normal} ease-out` },
    },
    size: {
      sm: { width: 'min(300px, 100vw)' },
      md: { width: 'min(420px, 100vw)' },
      lg: { width: 'min(640px, 100vw)' },
    },
  },
  defaultVariants: { side: 'right', size: 'md' },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.xl}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const body = style({
  flex: 1,
  overflowY: 'auto',
  padding: vars.space.xl,
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.lg} ${vars.space.xl}`,
  borderTop: `1px solid ${vars.color.border}`,
});

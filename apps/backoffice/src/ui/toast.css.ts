import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/theme.css';

// Only movement, never opacity: text fading in would fail a contrast check run while it animates.
const slideIn = keyframes({
  from: { transform: 'translateY(-8px)' },
  to: { transform: 'translateY(0)' },
});

export const viewport = style({
  position: 'fixed',
  top: vars.space.lg,
  right: vars.space.lg,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: 'min(380px, calc(100vw - 32px))',
  pointerEvents: 'none',
  // On phones toasts sit at the bottom, clear of the top bar and its menu button.
  '@media': {
    [media.mobile]: {
      top: 'auto',
      bottom: vars.space.lg,
      left: vars.space.lg,
      right: vars.space.lg,
      width: 'auto',
    },
  },
});

export const toast = recipe({
  base: {
    pointerEvents: 'auto',
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    padding: `${vars.space.md} ${vars.space.lg}`,
    borderRadius: vars.radius.md,
    borderLeft: '4px solid',
    boxShadow: vars.shadow.md,
    fontSize: vars.fontSize.sm,
    animation: `${slideIn} ${vars.duration.normal} ease-out`,
  },
  variants: {
    kind: {
      success: {
        background: vars.tone.success.bg,
        color: vars.tone.success.fg,
        borderColor: vars.tone.success.fg,
      },
      error: {
        background: vars.tone.danger.bg,
        color: vars.tone.danger.fg,
        borderColor: vars.tone.danger.fg,
      },
      info: { background: vars.tone.info.bg, color: vars.tone.info.fg, borderColor: vars.tone.info.fg },
    },
  },
});

export const message = style({ flex: 1, overflowWrap: 'anywhere' });

export const close = style({
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  fontSize: vars.fontSize.lg,
  lineHeight: 1,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
});

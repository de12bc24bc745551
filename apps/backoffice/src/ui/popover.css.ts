import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const anchor = style({ position: 'relative', display: 'inline-flex', flexDirection: 'column' });

export const content = style({
  position: 'fixed',
  zIndex: vars.zIndex.popover,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  maxWidth: 'calc(100vw - 16px)',
  maxHeight: 'calc(100dvh - 16px)',
  overflowY: 'auto',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  selectors: { '&:focus': { outline: 'none' } },
});

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  textAlign: 'left',
  whiteSpace: 'nowrap',
});

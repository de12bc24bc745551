import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const root = style({ position: 'relative', maxWidth: '480px' });

export const popup = style({
  position: 'absolute',
  top: '100%',
  left: 0,
  right: 0,
  marginTop: vars.space.xs,
  zIndex: vars.zIndex.popover,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
});

export const list = style({ maxHeight: '320px', overflowY: 'auto', outline: 'none' });

export const option = style({
  position: 'absolute',
  top: 0,
  left: 0,
  right: 0,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  padding: `0 ${vars.space.md}`,
  cursor: 'pointer',
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    '&[aria-selected="true"]': { background: vars.color.brandSubtle },
    '&:hover': { background: vars.color.surfaceMuted },
  },
});

export const optionName = style({
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const optionDetail = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const state = style({ margin: 0, padding: vars.space.md, color: vars.color.textMuted });

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  padding: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});

export const error = style({ fontSize: vars.fontSize.xs, color: vars.color.danger });

export const clear = style({ alignSelf: 'flex-start' });

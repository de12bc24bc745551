import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const url = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });

export const prefix = style({
  paddingBottom: vars.space.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const urlField = style({ flex: 1, minWidth: '200px' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

export const tabs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tab = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: '2px solid transparent',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': { color: vars.color.text, borderBottomColor: vars.color.brand },
  },
});

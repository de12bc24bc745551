import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const bell = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  borderRadius: vars.radius.pill,
  border: 'none',
  background: 'none',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

/** Beside the bell's top-right corner, ringed in the bar's colour: the count never hides the bell. */
export const badge = style({
  position: 'absolute',
  // Off the icon's corner but inside the top bar's padding, at any width.
  top: -4,
  right: -4,
  minWidth: 18,
  padding: '0 4px',
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
  borderRadius: vars.radius.pill,
  background: vars.color.danger,
  color: vars.color.onDanger,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: '18px',
  textAlign: 'center',
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: '12px minmax(0, 1fr)',
  gap: vars.space.sm,
  width: '100%',
  padding: vars.space.sm,
  border: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
  background: 'none',
  color: vars.color.text,
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

export const dot = style({
  width: 8,
  height: 8,
  marginTop: 6,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
});

export const noDot = style({ width: 8 });

export const title = style({
  display: 'block',
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
});

export const message = style({ display: 'block', margin: 0, fontSize: vars.fontSize.sm });

export const time = style({
  display: 'block',
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const state = style({
  padding: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

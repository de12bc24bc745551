import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

import { card, header, muted, page, subtitle, title } from '../../ui/page.css';

export { card, header, muted, page, subtitle, title };

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const tabs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tab = style({
  display: 'inline-block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: '3px solid transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': { color: vars.color.text, borderBottomColor: vars.color.brand },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});

export const checkbox = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const menu = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const menuItem = style({
  display: 'block',
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  background: 'none',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.disabledBg },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});

/** The form beside its preview on wide screens, above it on narrow ones. */
export const formLayout = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
});

export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.md });

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const legend = style({ padding: `0 ${vars.space.xs}`, fontWeight: vars.fontWeight.bold });

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const warning = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

export const previewList = style({ margin: 0, paddingLeft: vars.space.lg, fontSize: vars.fontSize.sm });

export const urlBox = style({ width: '100%', fontFamily: 'monospace', fontSize: vars.fontSize.sm });

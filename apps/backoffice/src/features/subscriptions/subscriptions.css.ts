import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

import { card, grid, header, muted, page, subtitle, title } from '../../ui/page.css';

export { card, grid, header, muted, page, subtitle, title };

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  gap: vars.space.md,
  margin: 0,
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const factLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

export const link = style({ color: vars.color.link, fontWeight: vars.fontWeight.medium });

export const tabs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tab = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  borderBottom: '2px solid transparent',
  background: 'transparent',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': { color: vars.color.text, borderBottomColor: vars.color.brand },
  },
});

export const initials = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '48px',
  height: '48px',
  borderRadius: '50%',
  background: vars.color.brand,
  color: vars.color.surface,
  fontWeight: vars.fontWeight.bold,
});

export const identity = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const checkboxes = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  border: 'none',
  padding: 0,
  margin: 0,
});

export const checkbox = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const errorText = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const items = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

export const item = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm });

export const itemField = style({ flex: 1 });

export const toggle = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

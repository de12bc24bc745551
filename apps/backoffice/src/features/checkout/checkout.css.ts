import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

import { card, muted, page, title } from '../../ui/page.css';

export { card, muted, page, title };

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

import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/theme.css';

export const tabs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  // At phone width the tabs stay one line (/financeiro's three fit 390 px); a longer set scrolls in place.
  '@media': { [media.mobile]: { flexWrap: 'nowrap', overflowX: 'auto', gap: 0 } },
});

export const tab = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  borderBottom: '3px solid transparent',
  background: 'none',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  '@media': { [media.mobile]: { padding: vars.space.sm, fontSize: vars.fontSize.sm } },
  selectors: {
    '&[aria-selected="true"]': { color: vars.color.text, borderBottomColor: vars.color.brand },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});

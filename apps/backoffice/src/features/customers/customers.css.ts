import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { card, grid, header, muted, page, subtitle, title } from '../../ui/page.css';
import { wrapper as tableWrapper } from '../../ui/table.css';

export { card, grid, header, muted, page, subtitle, title };

// Fields the CEP lookup filled (and the document on the edit page) read as locked.
globalStyle(`${grid} input[readonly]`, {
  background: vars.color.disabledBg,
  color: vars.color.text,
  cursor: 'default',
});

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });

export const checkbox = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const link = style({ color: vars.color.link, fontWeight: vars.fontWeight.medium });

export const review = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const reviewCell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
  overflowWrap: 'anywhere',
});

export const before = style({ color: vars.color.textMuted, textDecoration: 'line-through' });

export const steps = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const progress = style({ width: '100%', accentColor: vars.color.brand });

export const tabs = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tab = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  borderBottom: '3px solid transparent',
  background: 'none',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { color: vars.color.text, borderBottomColor: vars.color.brand },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});

/** A list drawn virtually scrolls inside its own box (about ten rows high). */
export const scrollList = style([tableWrapper, { maxHeight: 480, overflowY: 'auto' }]);

/** The header row stays on top while the rows scroll under it. */
export const stickyHead = style({ position: 'sticky', top: 0, zIndex: 1 });

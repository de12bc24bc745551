import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { wrapper as tableWrapper } from '../../ui/table.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold });

export const subtitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

/** Two columns on wide screens, one on narrow ones. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  gap: vars.space.md,
});

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

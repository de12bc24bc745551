import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

import { grid, header, muted, page, title } from '../../ui/page.css';

export { grid, header, muted, page, title };

export const headerText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  minWidth: 0,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const wide = style({ gridColumn: '1 / -1' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

export const link = style({ color: vars.color.link, fontWeight: vars.fontWeight.medium });

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const hint = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.tone.warning.border}`,
  background: vars.tone.warning.bg,
  color: vars.tone.warning.fg,
  fontSize: vars.fontSize.sm,
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  gap: vars.space.md,
  margin: 0,
});

export const term = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const definition = style({ margin: 0, overflowWrap: 'anywhere' });

export const tooltipWrapper = style({ position: 'relative', display: 'inline-flex' });

export const tooltipAnchor = style({
  display: 'inline-flex',
  padding: 0,
  border: 'none',
  background: 'none',
  cursor: 'help',
  borderRadius: vars.radius.pill,
  selectors: { '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus } },
});

export const tooltip = style({
  position: 'absolute',
  zIndex: vars.zIndex.popover,
  top: 'calc(100% + 6px)',
  left: 0,
  width: 'max-content',
  maxWidth: '260px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.text,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.regular,
  textAlign: 'left',
  whiteSpace: 'normal',
  visibility: 'hidden',
  selectors: {
    [`${tooltipAnchor}:hover + &, ${tooltipAnchor}:focus-visible + &`]: { visibility: 'visible' },
  },
});

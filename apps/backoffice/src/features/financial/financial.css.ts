import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { header, title } from '../../ui/page.css';

export { header, title };

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 280px), 1fr))',
  gap: vars.space.lg,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

/**
 * The figures of a card side by side while they fit and stacked when they do not: each is as wide as
 * its amount, so a column never gets narrower than the money in it.
 */
export const figures = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.xl,
  rowGap: vars.space.md,
  margin: 0,
});

export const figure = style({
  display: 'flex',
  flex: '1 1 auto',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
});
export const figureLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const figureValue = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  // Money never breaks inside a figure ('R$ 357.962,8' above '4').
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const banner = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.tone.warning.bg,
  color: vars.tone.warning.fg,
  border: `1px solid ${vars.tone.warning.border}`,
});

export const total = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});
export const hint = style({ textDecoration: 'underline dotted', cursor: 'help' });
export const errors = style({ margin: 0, whiteSpace: 'pre-line', color: vars.color.danger });
export const check = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

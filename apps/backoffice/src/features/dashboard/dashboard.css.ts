import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/theme.css';

import { header, title } from '../../ui/page.css';

export { header, title };

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

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

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const figures = style({
  display: 'grid',
  // min() keeps a column from being wider than the card: large amounts wrap instead of overlapping.
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 180px), 1fr))',
  gap: vars.space.md,
  margin: 0,
});

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  minWidth: 0,
});

export const figureLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const figureValue = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
  fontVariantNumeric: 'tabular-nums',
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

/** The chart beside the list on a wide screen, one above the other on a phone. */
export const revenue = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
  gap: vars.space.lg,
  // Below the desktop width the receivables go under the chart: a third of a 1024 px page is too
  // narrow for 'Todas | Pagas | Atrasadas' and made the whole page scroll sideways.
  '@media': { [media.belowDesktop]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const segmented = style({
  display: 'inline-flex',
  alignSelf: 'flex-start',
  margin: 0,
  padding: 0,
  minInlineSize: 0,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const segment = style({
  minHeight: '40px',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: 'none',
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.brand, color: vars.color.onBrand },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});

export const monthGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.xs,
  minWidth: '240px',
});

export const monthButton = style({
  minHeight: '40px',
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.brand, color: vars.color.onBrand },
    '&:disabled': {
      background: vars.color.disabledBg,
      color: vars.color.disabledText,
      cursor: 'not-allowed',
    },
  },
});

export const yearNav = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const listItem = style({ borderBottom: `1px solid ${vars.color.border}` });

export const listLink = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.xxs,
  padding: `${vars.space.sm} ${vars.space.xs}`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

export const listName = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const listAmount = style({ fontWeight: vars.fontWeight.bold, textAlign: 'right' });

export const scroll = style({ maxHeight: '520px', overflowY: 'auto' });

export const link = style({ color: vars.color.link, fontWeight: vars.fontWeight.medium });

export const legend = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg, margin: 0, padding: 0 });

export const swatch = style({
  display: 'inline-block',
  width: '12px',
  height: '12px',
  marginRight: vars.space.xs,
  borderRadius: vars.radius.sm,
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

globalStyle(`${table} th, ${table} td`, {
  padding: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
});

export const numeric = style({ textAlign: 'right', whiteSpace: 'nowrap' });

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.xl,
  textAlign: 'center',
});

export const emptyTitle = style({ margin: 0, fontWeight: vars.fontWeight.bold });

/** The chart follows its card's width; nothing of it may push the page sideways. */
export const chart = style({ width: '100%', overflow: 'hidden' });

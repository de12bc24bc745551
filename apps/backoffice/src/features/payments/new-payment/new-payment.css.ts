import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css';
import { choice, choiceList, choiceText, muted, subtitle } from '../../../ui/page.css';

export { choice, choiceList, choiceText, muted, subtitle };

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const danger = style({ margin: 0, color: vars.color.danger });

/** The favourites found, each a button that fills the key. */
export const favorites = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  maxHeight: '240px',
  overflowY: 'auto',
});
export const favorite = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  width: '100%',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { borderColor: vars.color.focus, boxShadow: vars.shadow.focus },
    '&:focus-visible': { outline: 'none', borderColor: vars.color.focus, boxShadow: vars.shadow.focus },
  },
});

/** The recipient or slip as the lookup answered: label and value pairs. */
export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});
export const term = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const definition = style({ margin: 0, overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' });
export const amount = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});
export const checkbox = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const outcome = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
});

import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/**
 * The layout every feature page shares: the page column, its header row (title and actions), titles,
 * the muted note, the bordered card and the two-to-one column grid. Features re-export what they use,
 * so `styles.card` reads the same in every page.
 */
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

/** A list of radio choices drawn as bordered rows (a card type, a payment method). */
export const choiceList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 'none',
});
export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: { '&[data-disabled="true"]': { cursor: 'not-allowed', color: vars.color.disabledText } },
});
export const choiceText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: 1,
  minWidth: 0,
});

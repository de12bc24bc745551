import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** The simulation panel: label and value side by side, one line each. */
export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  padding: vars.space.md,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

/** A term and its value: the grid places the pair, the wrapper only groups it for `dl`. */
export const row = style({ display: 'contents' });

export const term = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });

export const value = style({ margin: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

export const note = style({ margin: 0, color: vars.color.text });

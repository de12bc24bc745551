import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { card, header, muted, subtitle, title } from '../../ui/page.css';

export { card, header, muted, subtitle, title };

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
  gap: vars.space.lg,
});

export const tile = style([card, { minWidth: 0, justifyContent: 'space-between' }]);

export const tileLabel = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const tileValue = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
  fontVariantNumeric: 'tabular-nums',
});
export const tileNote = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const problem = style({ margin: 0, color: vars.color.danger });

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space.sm,
  margin: 0,
});
export const summaryLabel = style({ color: vars.color.textMuted });
export const summaryValue = style({ margin: 0, fontWeight: vars.fontWeight.bold, textAlign: 'right' });

export const credit = style({ color: vars.tone.success.fg, fontVariantNumeric: 'tabular-nums' });
export const debit = style({ color: vars.color.text, fontVariantNumeric: 'tabular-nums' });

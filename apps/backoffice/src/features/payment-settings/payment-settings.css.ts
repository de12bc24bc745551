import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { card, muted, page, subtitle, title } from '../../ui/page.css';

export { card, muted, page, subtitle, title };

export const switchRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.lg,
});

export const rates = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
  gap: vars.space.lg,
});

export const rate = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

/** Four characters and the percent sign need little room. */
export const percentField = style({ maxWidth: '160px' });

export const saveStatus = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '32px',
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const saveError = style({ color: vars.color.danger });

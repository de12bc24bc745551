import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const missing = style({
  flexBasis: '100%',
  margin: 0,
  textAlign: 'right',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const checkbox = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

/** A message under a field that has no place of its own for one (the scheduled date picker). */
export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

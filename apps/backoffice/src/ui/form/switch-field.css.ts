import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  cursor: 'pointer',
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

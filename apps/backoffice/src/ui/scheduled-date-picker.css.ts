import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  border: 'none',
  padding: 0,
  minWidth: 0,
});

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'flex-end' });

export const time = style({ width: '8rem' });

import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/theme.css';

export const form = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  '@media': { [media.mobile]: { flexDirection: 'column', alignItems: 'stretch' } },
});

export const fieldSelect = style({ flex: '0 0 12rem', '@media': { [media.mobile]: { flex: 'auto' } } });

export const term = style({ flex: '1 1 16rem', '@media': { [media.mobile]: { flex: 'auto' } } });

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  minHeight: '40px',
});

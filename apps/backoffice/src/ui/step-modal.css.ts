import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const progress = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const progressText = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const stepTitle = style({ fontWeight: vars.fontWeight.medium, color: vars.color.text });

export const track = style({
  height: '6px',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});

export const bar = style({
  height: '100%',
  background: vars.color.brand,
  transition: `width ${vars.duration.normal} ease-out`,
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

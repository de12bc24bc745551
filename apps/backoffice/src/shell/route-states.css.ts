import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const page = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.md,
});

export const box = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.xl,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.medium });

export const text = style({ margin: 0, color: vars.color.textMuted });

export const link = style({ color: vars.color.link });

export const pending = style({ margin: 0, padding: vars.space.lg, color: vars.color.textMuted });

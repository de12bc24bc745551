import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const box = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const warning = style({ margin: 0, fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const code = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  overflowWrap: 'anywhere',
});

export const usage = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const banner = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.tone.warning.border}`,
  background: vars.tone.warning.bg,
  color: vars.tone.warning.fg,
});

export const title = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const text = style({ margin: 0 });

export const close = style({
  border: 'none',
  background: 'none',
  color: 'inherit',
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
  lineHeight: 1,
});

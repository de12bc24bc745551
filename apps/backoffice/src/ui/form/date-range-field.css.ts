import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

/** A range's message, said as a warning under the picker (the picker itself has no error state). */
export const message = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.tone.warning.border}`,
  borderRadius: vars.radius.md,
  background: vars.tone.warning.bg,
  color: vars.tone.warning.fg,
  fontSize: vars.fontSize.sm,
});

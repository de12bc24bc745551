import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css';

/** §4: the simpler flow's refund choice dialog is at most 520 px wide. */
export const narrowModal = style({ maxWidth: '520px' });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const paragraph = style({ margin: 0 });

export const list = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xs });

export const checkbox = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start' });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const linkButton = style({
  background: 'none',
  border: 0,
  padding: 0,
  color: vars.color.link,
  textDecoration: 'underline',
  cursor: 'pointer',
  font: 'inherit',
});

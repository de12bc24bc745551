import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  marginLeft: `calc(-1 * ${vars.space.sm})`,
  borderRadius: vars.radius.sm,
  color: vars.color.link,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.brandSubtle } },
});

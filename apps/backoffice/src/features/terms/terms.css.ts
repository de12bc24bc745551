import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const text = style({ margin: `0 0 ${vars.space.sm}`, lineHeight: vars.lineHeight.normal });

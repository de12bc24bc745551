import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const greeting = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold });

export const text = style({ margin: 0, color: vars.color.textMuted });

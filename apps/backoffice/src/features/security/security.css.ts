import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { card, muted, page, subtitle, title } from '../../ui/page.css';

export { card, muted, page, subtitle, title };

export const switchRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.lg,
});

export const switchText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const text = style({ margin: 0, lineHeight: 1.5 });

export const stepLabel = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const qrStep = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
});

export const qrCode = style({ width: '200px', height: '200px' });

export const secret = style({ alignSelf: 'stretch', fontFamily: vars.font.mono });

export const codeForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

import { header, page, title } from '../../ui/page.css';
import { warningBox } from '../../ui/shared.css';

export { header, page, title };

/** '10x de R$ 172,74' beneath a sale's value. */
export const installments = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
});

export const link = style({ color: vars.color.link, fontWeight: vars.fontWeight.medium });

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const legend = style({ padding: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const warning = style([warningBox]);

export const footer = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });

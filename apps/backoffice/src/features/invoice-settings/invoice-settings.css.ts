import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { card, muted, page, subtitle, title } from '../../ui/page.css';

export { card, muted, page, subtitle, title };

export const cardHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const text = style({ margin: 0, lineHeight: 1.5 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

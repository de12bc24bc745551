import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css';

import { card, header, muted, page, subtitle, title } from '../../../ui/page.css';

export { card, header, muted, page, subtitle, title };

export const identity = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '48px',
  height: '48px',
  borderRadius: '50%',
  background: vars.color.brandSubtle,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
});

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const link = style({ color: vars.color.link });

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  gap: vars.space.md,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const definition = style({ margin: 0, overflowWrap: 'anywhere' });

export const code = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const choices = style({ display: 'flex', gap: vars.space.lg, border: 0, padding: 0, margin: 0 });

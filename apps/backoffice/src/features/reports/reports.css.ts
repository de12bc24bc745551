import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { card, header, muted, page, subtitle, title } from '../../ui/page.css';

export { card, header, muted, page, subtitle, title };

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

/**
 * A report type: its 'Gerar relatório' shows while the pointer is over it or focus is inside it. No fade: a
 * half-transparent button is neither shown nor hidden, and fails contrast while it fades.
 */
export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const generate = style({
  opacity: 0,
  selectors: {
    [`${item}:hover &, ${item}:focus-within &`]: { opacity: 1 },
  },
  '@media': { '(hover: none)': { opacity: 1 } },
});

export const itemText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const itemTitle = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const done = style({ margin: 0, fontWeight: vars.fontWeight.bold, color: vars.color.text });

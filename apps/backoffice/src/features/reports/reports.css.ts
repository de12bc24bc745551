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
 * A report type: a card whose 'Gerar relatório' is always shown, and a click anywhere on the card
 * presses it (the button's ::after covers the card), so the keyboard and the pointer reach the same
 * single control.
 */
export const item = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: vars.color.borderStrong } },
});

export const generate = style({
  flexShrink: 0,
  selectors: { '&::after': { content: '""', position: 'absolute', inset: 0 } },
});

export const itemText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const itemTitle = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const done = style({ margin: 0, fontWeight: vars.fontWeight.bold, color: vars.color.text });

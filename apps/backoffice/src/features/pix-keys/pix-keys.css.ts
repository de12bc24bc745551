import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { card, header, muted, page, subtitle, title } from '../../ui/page.css';

export { card, header, muted, page, subtitle, title };

export const notice = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const groupTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const keys = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const key = style({
  display: 'grid',
  gridTemplateColumns: '7rem 1fr auto',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} 0`,
  borderTop: `1px solid ${vars.color.border}`,
});

export const keyType = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** The key itself: monospaced, so a random key reads character by character. */
export const keyText = style({
  margin: 0,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  overflowWrap: 'anywhere',
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const footer = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });

export const resultTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const menu = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const menuItem = style({
  display: 'block',
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  background: 'none',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.disabledBg },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});

export const bankDetails = style({ display: 'flex', gap: vars.space.xl, margin: 0 });

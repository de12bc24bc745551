import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import {
  card,
  choice,
  choiceList,
  choiceText,
  grid,
  header,
  muted,
  page,
  subtitle,
  title,
} from '../../ui/page.css';

export { card, choice, choiceList, choiceText, grid, header, muted, page, subtitle, title };

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 160px), 1fr))',
  gap: vars.space.md,
  margin: 0,
});
export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  minWidth: 0,
});
export const figureLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const figureValue = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
  fontVariantNumeric: 'tabular-nums',
});

/** The card drawn as a card: dark face, the number in groups, name and expiry below. */
export const face = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  width: 'min(100%, 360px)',
  aspectRatio: '1.586',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.text,
  color: vars.color.textInverse,
});
export const faceNumber = style({
  margin: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xl,
  letterSpacing: '0.08em',
  fontVariantNumeric: 'tabular-nums',
});
export const faceRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  margin: 0,
});
export const faceLabel = style({ display: 'block', fontSize: vars.fontSize.xs, opacity: 0.8 });
export const faceValue = style({ margin: 0, fontFamily: vars.font.mono, fontSize: vars.fontSize.md });

export const cardLayout = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

/** One card's invoice in a month, opened to show its purchases. */
export const cardInvoice = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const cardInvoiceToggle = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  width: '100%',
  padding: vars.space.md,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
});
export const cardInvoiceBody = style({ padding: `0 ${vars.space.md} ${vars.space.md}` });

export const total = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});
export const danger = style({ margin: 0, color: vars.color.danger });
export const code = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
export const qrCode = style({ width: '220px', height: '220px', alignSelf: 'center' });
export const limitInput = style({ maxWidth: '200px' });

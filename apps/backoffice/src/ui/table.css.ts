import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/theme.css';

export const wrapper = style({
  // The containing block of what is absolutely placed inside (visually hidden headers such as
  // 'Ações'): without it they escape the sideways scroll and make the whole page scroll instead.
  position: 'relative',
  width: '100%',
  overflowX: 'auto',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

/** A visible caption reads as a section title, like the cards' headings beside it. */
export const caption = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  textAlign: 'left',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const cell = recipe({
  base: {
    padding: `${vars.space.md} ${vars.space.lg}`,
    borderBottom: `1px solid ${vars.color.border}`,
    verticalAlign: 'middle',
  },
  variants: {
    align: {
      left: { textAlign: 'left' },
      center: { textAlign: 'center' },
      // Right-aligned columns hold figures: money never breaks inside one ('-R$' above '5.933,00').
      right: { textAlign: 'right', whiteSpace: 'nowrap' },
    },
    head: {
      true: {
        background: vars.color.surfaceMuted,
        color: vars.color.textMuted,
        fontWeight: vars.fontWeight.medium,
        whiteSpace: 'nowrap',
      },
      false: {},
    },
  },
  defaultVariants: { align: 'left', head: false },
});

export const row = style({
  selectors: {
    '&[data-clickable="true"]': { cursor: 'pointer' },
    '&[data-clickable="true"]:hover': { background: vars.color.brandSubtle },
  },
});

export const state = style({
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  textAlign: 'center',
  color: vars.color.textMuted,
});

globalStyle(`${row}:last-child > td`, { borderBottom: 'none' });

/**
 * At phone width each row becomes a card: every cell on its own line under its column's name, so no
 * column (Valor, Status) hides off-screen behind a sideways scroll.
 */
export const stacked = style({});

globalStyle(`${stacked} thead`, {
  '@media': {
    [media.mobile]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});

globalStyle(`${stacked} tbody, ${stacked} tr, ${stacked} td`, {
  '@media': { [media.mobile]: { display: 'block', width: '100%' } },
});

globalStyle(`${stacked} tr`, {
  '@media': {
    [media.mobile]: { borderBottom: `1px solid ${vars.color.border}`, padding: `${vars.space.sm} 0` },
  },
});

globalStyle(`${stacked} td`, {
  '@media': {
    [media.mobile]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
      gap: vars.space.sm,
      alignItems: 'center',
      // Badges and links keep their own width instead of stretching across the card.
      justifyItems: 'start',
      textAlign: 'left',
      border: 0,
      padding: `${vars.space.xs} ${vars.space.lg}`,
      overflowWrap: 'anywhere',
    },
  },
});

globalStyle(`${stacked} td[data-label]::before`, {
  '@media': {
    [media.mobile]: {
      content: 'attr(data-label)',
      color: vars.color.textMuted,
      fontWeight: vars.fontWeight.medium,
    },
  },
});

globalStyle(`${stacked} td[data-state]`, {
  '@media': { [media.mobile]: { display: 'block', textAlign: 'center' } },
});

/**
 * WCAG 2.2 2.5.8 at phone width: a row's link or button is a target of its own on the card, at least
 * 24×24 CSS px ('Ver', a customer's name), however short its text.
 */
globalStyle(`${stacked} td a, ${stacked} td button`, {
  '@media': {
    [media.mobile]: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      minHeight: '24px',
      minWidth: '24px',
    },
  },
});

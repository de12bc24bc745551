import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const summary = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  listStyle: 'none',
  padding: 0,
  marginLeft: 'auto',
});

export const pageButton = recipe({
  base: {
    minWidth: '36px',
    height: '36px',
    padding: `0 ${vars.space.sm}`,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
    selectors: {
      '&:hover:not(:disabled)': { background: vars.color.brandSubtle },
      '&:disabled': { color: vars.color.disabledText, background: vars.color.disabledBg },
    },
  },
  variants: {
    current: {
      true: {
        background: vars.color.brand,
        borderColor: vars.color.brand,
        color: vars.color.onBrand,
        fontWeight: vars.fontWeight.bold,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.brandHover } },
      },
      false: {},
    },
  },
});

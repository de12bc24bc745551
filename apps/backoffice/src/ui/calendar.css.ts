import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: 'max-content',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md });

export const nav = style({
  width: '32px',
  height: '32px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.brandSubtle },
    '&:disabled': { color: vars.color.disabledText, background: vars.color.disabledBg },
  },
});

export const grid = style({ borderCollapse: 'collapse' });

export const weekdayHead = style({
  width: '40px',
  height: '32px',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  textTransform: 'capitalize',
});

export const weekdayName = style({ textDecoration: 'none', cursor: 'help' });

export const day = recipe({
  base: {
    width: '40px',
    height: '40px',
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
    selectors: {
      '&:hover:not([aria-disabled="true"])': { background: vars.color.brandSubtle },
      '&[aria-disabled="true"]': {
        color: vars.color.disabledText,
        textDecoration: 'line-through',
        cursor: 'not-allowed',
      },
    },
  },
  variants: {
    outside: { true: { color: vars.color.textMuted }, false: {} },
    today: { true: { borderColor: vars.color.borderStrong }, false: {} },
    inRange: { true: { background: vars.color.brandSubtle, borderRadius: 0 }, false: {} },
    selected: {
      true: {
        background: vars.color.brand,
        color: vars.color.onBrand,
        fontWeight: vars.fontWeight.bold,
        selectors: { '&:hover:not([aria-disabled="true"])': { background: vars.color.brandHover } },
      },
      false: {},
    },
  },
});

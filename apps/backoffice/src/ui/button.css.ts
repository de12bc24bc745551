import { keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
    transition: `background ${vars.duration.fast}, border-color ${vars.duration.fast}, color ${vars.duration.fast}`,
    selectors: {
      '&:disabled, &[aria-disabled="true"]': {
        background: vars.color.disabledBg,
        borderColor: vars.color.disabledBg,
        color: vars.color.disabledText,
        cursor: 'not-allowed',
      },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.brand,
        color: vars.color.onBrand,
        selectors: {
          '&:hover:not(:disabled)': { background: vars.color.brandHover },
          '&:active:not(:disabled)': { background: vars.color.brandActive },
        },
      },
      secondary: {
        background: vars.color.surface,
        borderColor: vars.color.brand,
        color: vars.color.brand,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.brandSubtle } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.brand,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.brandSubtle } },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.onDanger,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.dangerHover } },
      },
    },
    size: {
      sm: { minHeight: '32px', padding: `${vars.space.xs} ${vars.space.md}`, fontSize: vars.fontSize.sm },
      md: { minHeight: '40px', padding: `${vars.space.sm} ${vars.space.lg}`, fontSize: vars.fontSize.md },
      lg: { minHeight: '48px', padding: `${vars.space.md} ${vars.space.xl}`, fontSize: vars.fontSize.lg },
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: '1em',
  height: '1em',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  borderRadius: '50%',
  animation: `${spin} 0.7s linear infinite`,
});

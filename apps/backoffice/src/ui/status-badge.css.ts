import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';

const tone = (name: keyof typeof vars.tone) => ({
  background: vars.tone[name].bg,
  color: vars.tone[name].fg,
  borderColor: vars.tone[name].border,
});

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    border: '1px solid',
    borderRadius: vars.radius.pill,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.normal,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: tone('neutral'),
      info: tone('info'),
      warning: tone('warning'),
      success: tone('success'),
      danger: tone('danger'),
      muted: tone('muted'),
    },
  },
  defaultVariants: { tone: 'neutral' },
});

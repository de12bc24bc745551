import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/** Hidden on screen, still read by screen readers. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const control = style({
  width: '100%',
  minHeight: '40px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  transition: `border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
  selectors: {
    '&:focus-visible': { outline: 'none', borderColor: vars.color.focus, boxShadow: vars.shadow.focus },
    '&:disabled': {
      background: vars.color.disabledBg,
      color: vars.color.disabledText,
      cursor: 'not-allowed',
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
  },
});

export const hint = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const errorText = style({ fontSize: vars.fontSize.xs, color: vars.color.danger });

export const linkButton = style({
  background: 'none',
  border: 'none',
  padding: 0,
  color: vars.color.link,
  textDecoration: 'underline',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.brandHover } },
});

/** A warning said in a box (a filter's or a period's message, a notice over a page): one look everywhere. */
export const warningBox = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.tone.warning.border}`,
  borderRadius: vars.radius.md,
  background: vars.tone.warning.bg,
  color: vars.tone.warning.fg,
  fontSize: vars.fontSize.sm,
});

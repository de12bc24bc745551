import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { card, muted, page, subtitle, title } from '../../ui/page.css';

export { card, muted, page, subtitle, title };

export const switchRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.lg,
});

/** A checkbox drawn as a sliding switch; it stays a real input, so keyboard and screen readers work. */
export const switchInput = style({
  appearance: 'none',
  flexShrink: 0,
  position: 'relative',
  width: '44px',
  height: '24px',
  margin: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.borderStrong,
  cursor: 'pointer',
  transition: 'background 120ms',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      top: '3px',
      left: '3px',
      width: '18px',
      height: '18px',
      borderRadius: '50%',
      background: vars.color.surface,
      transition: 'transform 120ms',
    },
    '&:checked': { background: vars.color.brand },
    '&:checked::after': { transform: 'translateX(20px)' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&:disabled': { cursor: 'default', opacity: 0.6 },
  },
});

export const rates = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
  gap: vars.space.lg,
});

export const rate = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

/** Four characters and the percent sign need little room. */
export const percentField = style({ maxWidth: '160px' });

export const saveStatus = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '32px',
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const saveError = style({ color: vars.color.danger });

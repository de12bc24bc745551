import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { card, grid, header, muted, page, subtitle, title } from '../../ui/page.css';

export { card, grid, header, muted, page, subtitle, title };

export const titleRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

/** The FAILED reason: shown under the badge while it is hovered or focused (§4.2 'tooltip shows a reason'). */
export const tooltipAnchor = style({ position: 'relative', display: 'inline-flex' });
export const tooltip = style({
  position: 'absolute',
  top: '100%',
  left: 0,
  marginTop: vars.space.xs,
  zIndex: vars.zIndex.popover,
  width: 'max-content',
  maxWidth: 320,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  fontSize: vars.fontSize.sm,
  display: 'none',
  selectors: {
    [`${tooltipAnchor}:hover &, ${tooltipAnchor}:focus-within &`]: { display: 'block' },
  },
});

export const steps = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const stepItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  selectors: { '&[aria-current="step"]': { color: vars.color.text, fontWeight: vars.fontWeight.bold } },
});
export const stepNumber = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 24,
  height: 24,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.borderStrong}`,
  fontSize: vars.fontSize.sm,
});

export const actions = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md });
export const partnerHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});
export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

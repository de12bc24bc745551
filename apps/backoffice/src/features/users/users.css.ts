import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/theme.css';

import { header, page, title } from '../../ui/page.css';

export { header, page, title };

// On a phone the table scrolls sideways; the buttons stay on one line so rows stay short.
export const actions = style({ display: 'inline-flex', flexWrap: 'nowrap', gap: vars.space.xs });

/** The dialog: the form beside the permissions panel; one column on a phone. */
export const dialogBody = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 320px)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const readOnly = style({ margin: 0, fontSize: vars.fontSize.md, overflowWrap: 'anywhere' });

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const panelSubtitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const panelText = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const pageList = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  fontSize: vars.fontSize.sm,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

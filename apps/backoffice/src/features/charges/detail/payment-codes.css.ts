import { style } from '@vanilla-extract/css';
import { media } from '../../../theme/breakpoints';
import { vars } from '../../../theme/theme.css';

/** The codes take the card's full width, the QR beside them on wide screens and below on phones. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const codes = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const label = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** A long code reads as one block: monospaced, broken anywhere, never squeezed into a field column. */
export const code = style({
  display: 'block',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  wordBreak: 'break-all',
});

export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  alignItems: 'flex-start',
});

export const qr = style({ width: '180px', height: '180px', imageRendering: 'pixelated' });

import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/theme.css';

export const page = style({
  minHeight: '100vh',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  background: vars.color.surfaceMuted,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const formColumn = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.xl,
  '@media': { [media.mobile]: { padding: vars.space.md } },
});

export const card = style({
  width: '100%',
  maxWidth: 420,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.xl,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
});

export const brand = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.medium });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const link = style({ color: vars.color.link, fontSize: vars.fontSize.sm, alignSelf: 'flex-start' });

export const linkButton = style({
  background: 'none',
  border: 'none',
  padding: 0,
  color: vars.color.link,
  fontSize: vars.fontSize.sm,
  textDecoration: 'underline',
  cursor: 'pointer',
  alignSelf: 'flex-start',
});

export const promo = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space.md,
  padding: vars.space.xxl,
  background: vars.color.brand,
  color: vars.color.onBrand,
  '@media': { [media.mobile]: { display: 'none' } },
});

export const promoTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xxxl,
  fontWeight: vars.fontWeight.bold,
});

export const promoText = style({ margin: 0, fontSize: vars.fontSize.lg, maxWidth: 420 });

export const codeInput = style({ letterSpacing: '0.4em', fontFamily: vars.font.mono });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/theme.css';

const SIDEBAR_WIDTH = 248;

export const shell = style({
  minHeight: '100vh',
  display: 'grid',
  gridTemplateColumns: `${SIDEBAR_WIDTH}px minmax(0, 1fr)`,
  background: vars.color.surfaceMuted,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const sidebar = style({
  position: 'sticky',
  top: 0,
  height: '100vh',
  overflowY: 'auto',
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
  '@media': { [media.mobile]: { display: 'none' } },
});

export const nav = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.md,
});

export const brand = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.sm} 0`,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
});

export const sectionTitle = style({
  margin: `0 0 ${vars.space.xs}`,
  padding: `0 ${vars.space.sm}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.textMuted,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  width: '100%',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  background: 'none',
  border: 'none',
  cursor: 'pointer',
  textAlign: 'left',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-current="page"]': {
      background: vars.color.brandSubtle,
      color: vars.color.brandActive,
      fontWeight: vars.fontWeight.medium,
    },
  },
});

export const newTag = style({
  fontSize: vars.fontSize.xs,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.tone.info.bg,
  color: vars.tone.info.fg,
});

export const topBar = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: 56,
  padding: `0 ${vars.space.lg}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [media.mobile]: { padding: `0 ${vars.space.sm}` } },
});

export const topBarStart = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

export const userName = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const menuButton = style({
  display: 'none',
  '@media': { [media.mobile]: { display: 'inline-flex' } },
});

export const main = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  '@media': { [media.mobile]: { padding: vars.space.sm } },
});

export const pageHeader = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

/** 'Pular para o conteúdo': off screen until a keyboard user tabs to it, then above the top bar. */
export const skipLink = style({
  position: 'absolute',
  left: vars.space.sm,
  top: vars.space.sm,
  zIndex: 100,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.brandActive,
  fontWeight: vars.fontWeight.medium,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});

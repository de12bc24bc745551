import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { card, header, muted, subtitle } from '../../ui/page.css';

export { card, header, muted, subtitle };

export const actions = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
});

/** URLs, secrets and response excerpts: monospaced and broken anywhere, so long ones never overflow. */
export const code = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  overflowWrap: 'anywhere',
});

export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const domains = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  border: 0,
  padding: 0,
  margin: 0,
});

export const legend = style({ fontWeight: vars.fontWeight.medium, marginBottom: vars.space.xs });

export const excerpt = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
  maxWidth: '24ch',
  display: 'inline-block',
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginBottom: vars.space.md,
});

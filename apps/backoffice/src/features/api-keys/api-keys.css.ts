import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { card, header, muted, subtitle } from '../../ui/page.css';

export { card, header, muted, subtitle };

export const actions = style({ display: 'inline-flex', flexWrap: 'nowrap', gap: vars.space.xs });

export const docsLink = style({ color: vars.color.brand, fontWeight: vars.fontWeight.medium });

/** The masked prefix and the secret: monospaced, so a key reads character by character. */
export const code = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  overflowWrap: 'anywhere',
});

export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

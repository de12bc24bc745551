import { style } from '@vanilla-extract/css';

export const textarea = style({ minHeight: '96px', resize: 'vertical', fontFamily: 'inherit' });

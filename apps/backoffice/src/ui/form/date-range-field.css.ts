import { style } from '@vanilla-extract/css';
import { warningBox } from '../shared.css';

/** A range's message, said as a warning under the picker (the picker itself has no error state). */
export const message = style([warningBox]);

export { breakpoints, media } from './breakpoints';
export { vars } from './theme.css';

export { checkoutPlugin } from './plugin';

export { paymentsPlugin } from './plugin';

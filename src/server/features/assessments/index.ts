export { assessmentsPlugin } from './plugin';

export { coverLettersPlugin } from './plugin';

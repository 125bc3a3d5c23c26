export { interviewPlugin } from './plugin';

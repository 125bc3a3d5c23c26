export { learningPathsPlugin } from './plugin';

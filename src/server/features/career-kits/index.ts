export { careerKitsPlugin } from './plugin';

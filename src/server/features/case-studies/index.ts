export { caseStudiesPlugin } from './plugin';

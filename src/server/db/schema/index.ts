export * from './users';
export * from './courses';
export * from './resumes';

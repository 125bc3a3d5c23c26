export * from './users';
export * from './courses';

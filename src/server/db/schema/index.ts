export * from './users';
export * from './courses';
export * from './resumes';
export * from './learning';
export * from './jobs';
export * from './applications';
export * from './job-alerts';
export * from './certificates';

export * from './api-error';
export * from './auth';
export * from './company';
export * from './roles';
export * from './statuses';

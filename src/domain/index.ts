export * from './api-error';
export * from './auth';
export * from './company';
export * from './dates';
export * from './referral';
export * from './roles';
export * from './stats';
export * from './statuses';

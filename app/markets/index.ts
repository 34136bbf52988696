export * from './markets';
export * from './segments';
export * from './resolve';
export * from './links';

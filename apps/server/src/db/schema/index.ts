export * from './users.js';
export * from './sessions.js';
export * from './wallet.js';
export * from './platform.js';

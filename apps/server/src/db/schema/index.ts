export * from './users.js';
export * from './sessions.js';
export * from './wallet.js';
export * from './platform.js';
export * from './catalog.js';
export * from './play.js';

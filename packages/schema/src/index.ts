export * from './ids.ts';
export * from './popup-content.ts';
export * from './popup.ts';
export * from './display-api.ts';
export * from './activity-api.ts';
export * from './samples.ts';
export * from './shop-api.ts';

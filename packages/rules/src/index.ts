export * from './messages.ts';
export * from './email.ts';
export * from './form.ts';
export * from './link-url.ts';
export * from './popup-scale.ts';
export * from './triggers.ts';
export * from './display-slot.ts';
export * from './thank-you.ts';

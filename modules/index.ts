// The portal's modules, one line each: a module is its folder modules/<name>/, whose index.ts says what it holds
// (resources/module.ts). The registry, the screens, the workflows and the catalogue are read from here;
// the menu's order comes from each module's `menuPlace` (resources.config.ts), not from this list's.
export * as finance from './finance';
export * as firm from './firm';
export * as hr from './hr';
export * as legal from './legal';
export * as pm from './pm';
export * as rbac from './rbac';
export * as sales from './sales';
export * as shell from './shell';
export * as users from './users';
export * as workout from './workout';

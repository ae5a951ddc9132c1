export { readRuntimeConfig, runtimeConfig, type AppConfigSource, type RuntimeConfig } from './runtime-config';

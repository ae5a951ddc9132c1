export { readRuntimeConfig, runtimeConfig, type AppConfigSource, type Company, type RuntimeConfig } from './runtime-config';

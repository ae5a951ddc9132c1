export { DEFAULT_PRODUCT_NAME, readRuntimeConfig, runtimeConfig, withProductName, type AppConfigSource, type Company, type RuntimeConfig } from './runtime-config';

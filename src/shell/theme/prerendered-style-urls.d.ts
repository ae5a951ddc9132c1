// vite.config.ts's prerendered-antd-styles plugin: each theme's prerendered antd CSS, by name (empty in development).
declare module 'virtual:prerendered-antd-styles' {
  const urls: Partial<Record<string, string>>;
  export default urls;
}

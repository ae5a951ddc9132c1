// The casbin model as the SPA holds it: access-policy.conf at the top level, imported as text (its one copy; the
// server reads the same file, server/auth/access-model.ts).
export { default as accessModel } from '../../access-policy.conf?raw';

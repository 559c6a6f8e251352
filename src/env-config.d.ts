/**
 * The optional `env.config.{js,jsx,ts,tsx}` at the repository root (conventions §8.4), resolved by the
 * build (scripts/lib/envConfig.ts): its default export, or undefined when there is no such file.
 */
declare module 'env.config' {
  const envConfig: unknown;
  export default envConfig;
}

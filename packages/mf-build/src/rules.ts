import type { RuleSetRule } from 'webpack';

/**
 * TypeScript and TSX through swc (no type check here: `tsc --noEmit` does that). The workspace packages
 * are TypeScript sources too, so only third-party code under node_modules is left alone.
 */
export function scriptRule(development: boolean): RuleSetRule {
  return {
    test: /\.(ts|tsx|js|jsx)$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2020',
          transform: { react: { runtime: 'automatic', development } },
          experimental: {
            // Readable component names in development; production keeps class names short.
            plugins: development
              ? [['@swc/plugin-styled-components', { displayName: true, ssr: false }]]
              : [],
          },
        },
      },
    },
  };
}

/** Images and fonts a component imports are emitted beside the bundle with a content hash. */
export const assetRule: RuleSetRule = {
  test: /\.(png|svg|jpg|jpeg|gif|webp|woff2?)$/,
  type: 'asset/resource',
};

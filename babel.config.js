// Babel compiles the SPA for webpack (and the ESM-only dependencies Jest has to load as CommonJS).
// Type checking is `npm run typecheck`'s job, not Babel's.
module.exports = (api) => {
  const isTest = api.env('test');
  const isDevServer = api.env('development') && process.env.WEBPACK_SERVE === 'true';
  return {
    presets: [
      [
        '@babel/preset-env',
        isTest ? { targets: { node: 'current' } } : { bugfixes: true, useBuiltIns: false },
      ],
      ['@babel/preset-react', { runtime: 'automatic' }],
      '@babel/preset-typescript',
    ],
    plugins: [
      ['@emotion/babel-plugin', { sourceMap: !api.env('production'), autoLabel: 'dev-only' }],
      ...(isDevServer ? ['react-refresh/babel'] : []),
    ],
  };
};

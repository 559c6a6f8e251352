import { describe, expect, it } from 'vitest';
import { configArgument, devServerPort, proxyTargetIn } from './start.ts';

// tutor-mfe's templates/mfe/apps/mfe/webpack.dev-tutor.config.js, rendered for a local site.
const TUTOR_WEBPACK_CONFIG = `
module.exports = merge(baseDevConfig, {
  devServer: {
    allowedHosts: 'all',
    proxy: {
      '/api/mfe_config/v1': {
        target: 'http://local.openedx.io:8000',
        changeOrigin: true,
      }
    }
  },
})`;

describe('npm run start (Tutor dev mode)', () => {
  it('finds the webpack --config argument, in both spellings, only to ignore it', () => {
    expect(configArgument(['--config', './webpack.dev-tutor.config.js'])).toBe(
      './webpack.dev-tutor.config.js',
    );
    expect(configArgument(['--config=./w.js'])).toBe('./w.js');
    expect(configArgument([])).toBeNull();
  });

  it('reads the LMS the runtime configuration is proxied to from Tutor’s webpack config', () => {
    expect(proxyTargetIn(TUTOR_WEBPACK_CONFIG)).toBe('http://local.openedx.io:8000');
    expect(proxyTargetIn('module.exports = {}')).toBeNull();
  });

  it('listens on PORT, else 2000', () => {
    expect(devServerPort({ PORT: '2000' })).toBe(2000);
    expect(devServerPort({ PORT: '1995' })).toBe(1995);
    expect(devServerPort({})).toBe(2000);
    expect(devServerPort({ PORT: 'x' })).toBe(2000);
  });
});

import { describe, expect, it } from 'vitest';
import { pluginResizeHeight } from './decode';

describe('plugin.resize, the height every Open edX frame reports', () => {
  it('reads the height in whole pixels, rounded up, 0 included', () => {
    expect(pluginResizeHeight({ type: 'plugin.resize', payload: { height: 420.2 } })).toBe(421);
    expect(pluginResizeHeight({ type: 'plugin.resize', payload: { height: 0 } })).toBe(0);
  });

  it('is null for any other message or a height that is not a finite, non-negative number', () => {
    for (const data of [
      null,
      'plugin.resize',
      { type: 'plugin.resize' },
      { type: 'plugin.resize', payload: null },
      { type: 'plugin.resize', payload: { height: '420' } },
      { type: 'plugin.resize', payload: { height: -1 } },
      { type: 'plugin.resize', payload: { height: Number.POSITIVE_INFINITY } },
      { type: 'plugin.resize', payload: { height: Number.NaN } },
      { type: 'plugin.modal', payload: { height: 420 } },
    ]) {
      expect(pluginResizeHeight(data)).toBeNull();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { classifyFrameMessage } from './frameMessages';

const LMS = 'http://localhost:18000';
const classify = (data: unknown) => classifyFrameMessage(data);

describe('unit frame messages (contract §10.3)', () => {
  it('reads resize heights', () => {
    expect(classify({ type: 'plugin.resize', payload: { height: 420.2 } })).toEqual({
      kind: 'resize',
      height: 421,
    });
    expect(classify({ type: 'plugin.resize', payload: { height: '420' } }).kind).toBe('ignored');
    expect(classify({ type: 'plugin.resize' }).kind).toBe('ignored');
  });

  it('reads scroll offsets, ignoring 0', () => {
    expect(classify({ offset: 120 })).toEqual({ kind: 'offset', offset: 120 });
    expect(classify({ offset: 0 }).kind).toBe('ignored');
  });

  it('leaves everything else to the extras that load once the unit has shown (frameExtras.ts)', () => {
    for (const other of [
      null,
      'tools.toggleNotes',
      42,
      [],
      { type: 'plugin.modal', payload: { body: 'Hi' } },
      { type: 'plugin.videoFullScreen' },
      { type: 'entranceExam.passed' },
      { event_name: 'post_event', post_data: { url: `${LMS}/api/x` } },
      { event_name: 'shift_dates' },
      { hashName: '#a' },
    ]) {
      expect(classify(other).kind).toBe('ignored');
    }
  });
});

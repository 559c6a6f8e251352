import { describe, expect, it } from 'vitest';
import { classifyFrameMessage } from './frameMessages';

const LMS = 'http://localhost:18000';
const classify = (data: unknown) => classifyFrameMessage(data, LMS);

describe('unit frame messages (contract §10.3)', () => {
  it('reads resize heights', () => {
    expect(classify({ type: 'plugin.resize', payload: { height: 420.2 } })).toEqual({
      kind: 'resize',
      height: 421,
    });
    expect(classify({ type: 'plugin.resize', payload: { height: '420' } }).kind).toBe('ignored');
    expect(classify({ type: 'plugin.resize' }).kind).toBe('ignored');
  });

  it('opens a modal with a body, or with an address on the LMS origin only', () => {
    expect(classify({ type: 'plugin.modal', payload: { body: 'Hi' } })).toEqual({
      kind: 'modal',
      modal: { body: 'Hi', url: null, title: null },
    });
    expect(classify({ type: 'plugin.modal', payload: { url: '/lti', title: 'T' } })).toEqual({
      kind: 'modal',
      modal: { body: null, url: `${LMS}/lti`, title: 'T' },
    });
    expect(classify({ type: 'plugin.modal', payload: { url: 'https://evil.example.com/' } }).kind).toBe(
      'ignored',
    );
    expect(classify({ type: 'plugin.modal', payload: { url: 'javascript:alert(1)' } }).kind).toBe('ignored');
  });

  it('reads scroll offsets, ignoring 0', () => {
    expect(classify({ offset: 120 })).toEqual({ kind: 'offset', offset: 120 });
    expect(classify({ offset: 0 }).kind).toBe('ignored');
  });

  it('leaves a post_event to the extras that load once the unit has shown (frameExtras.ts)', () => {
    expect(classify({ event_name: 'post_event', post_data: { url: `${LMS}/api/x` } }).kind).toBe('ignored');
  });

  it('reads events carrying event_name, and ignores anything else', () => {
    expect(classify({ event_name: 'shift_dates' })).toEqual({ kind: 'event', name: 'shift_dates' });
    for (const other of [
      null,
      'tools.toggleNotes',
      42,
      [],
      { type: 'plugin.videoFullScreen' },
      { hashName: '#a' },
    ]) {
      expect(classify(other).kind).toBe('ignored');
    }
  });
});

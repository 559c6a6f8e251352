import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAuditProgramme, resetAuditProgramme, subscribeAuditProgramme } from './experiments';

type ExperimentWindow = Record<string, unknown> & {
  experiment__mmp2p_course_enable?: (deadline?: unknown, sequences?: unknown) => void;
};
const w = window as unknown as ExperimentWindow;

afterEach(() => resetAuditProgramme());

describe('the audit-access programme switch on window (spec §9)', () => {
  it('is off until a script switches it on, and tells its subscribers', () => {
    expect(getAuditProgramme()).toBeNull();
    const listener = vi.fn();
    const unsubscribe = subscribeAuditProgramme(listener);
    w.experiment__mmp2p_course_enable?.('2031-03-29T23:59:00Z', ['seq-a', 'seq-b', 7]);
    expect(getAuditProgramme()).toEqual({
      upgradeDeadline: '2031-03-29T23:59:00.000Z',
      sequenceIds: ['seq-a', 'seq-b'],
    });
    expect(w.experiment__mmp2p_course_state).toEqual({
      upgradeDeadline: '2031-03-29T23:59:00.000Z',
      subSections: ['seq-a', 'seq-b'],
    });
    expect(listener).toHaveBeenCalledTimes(1);
    w.experiment__mmp2p_course_enable?.(undefined, []);
    expect(getAuditProgramme()).toBeNull();
    unsubscribe();
  });

  it('reads a state a script left before the app started, and refuses an unreadable deadline', () => {
    w.experiment__mmp2p_course_state = { upgradeDeadline: 'Mar 29 2031 11:59 PM UTC', subSections: ['s'] };
    expect(getAuditProgramme()?.sequenceIds).toEqual(['s']);
    w.experiment__mmp2p_course_enable?.('not a date', ['s']);
    expect(getAuditProgramme()).toBeNull();
  });
});

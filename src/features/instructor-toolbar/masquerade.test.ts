import { describe, expect, it } from 'vitest';
import { example } from '@test/contract/shape.mjs';
import {
  decodeMasqueradeAnswer,
  decodeMasqueradeOptions,
  fallbackMasquerade,
  isActiveOption,
  masqueradeBody,
  selectedLabel,
  specificStudentBody,
  STAFF_VIEW,
  type ActiveMasquerade,
  type MasqueradeOption,
} from './masquerade';

const contractOptions = decodeMasqueradeOptions(example('masquerade_get'));
const available = contractOptions.kind === 'options' ? contractOptions.available : [];
const byName = (name: string) => {
  const option = available.find((o) => o.name === name);
  if (!option) throw new Error(`no option ${name}`);
  return option;
};
const active = (fields: Partial<ActiveMasquerade>): ActiveMasquerade => ({ ...STAFF_VIEW, ...fields });

describe('masquerade options (courseware contract §8.1)', () => {
  it('reads the contract’s example into camel-cased options, in order', () => {
    expect(contractOptions).toEqual({
      kind: 'options',
      active: {
        courseKey: 'course-v1:edX+DemoX+Demo_Course',
        role: 'staff',
        userName: null,
        groupId: null,
        userPartitionId: null,
        groupName: null,
      },
      available: [
        { name: 'Staff', role: 'staff', userName: null, groupId: null, userPartitionId: null },
        { name: 'Learner', role: 'student', userName: null, groupId: null, userPartitionId: null },
        { name: 'Specific Student...', role: 'student', userName: '', groupId: null, userPartitionId: null },
        { name: 'Audit', role: 'student', userName: null, groupId: 1, userPartitionId: 50 },
        { name: 'Verified Certificate', role: 'student', userName: null, groupId: 2, userPartitionId: 50 },
      ],
    });
  });

  it('takes success: false for a refusal', () => {
    expect(decodeMasqueradeOptions({ success: false })).toEqual({ kind: 'denied' });
    expect(decodeMasqueradeOptions({})).toEqual({ kind: 'denied' });
  });

  it('drops entries without a name and survives a thin answer', () => {
    const decoded = decodeMasqueradeOptions({
      success: true,
      available: [
        { role: 'student', group_id: 3 },
        'nonsense',
        { name: 'Cohort A', group_id: '7', user_partition_id: 9 },
      ],
    });
    expect(decoded).toEqual({
      kind: 'options',
      active: STAFF_VIEW,
      available: [{ name: 'Cohort A', role: 'student', userName: null, groupId: 7, userPartitionId: 9 }],
    });
  });

  it('throws on an answer that is not an object (a login page after a redirect)', () => {
    expect(() => decodeMasqueradeOptions('<html>Sign in</html>')).toThrow(/Malformed LMS answer/);
  });

  it('reads the POST answers of the contract', () => {
    const post = example('masquerade_post') as Record<string, { response: { body: unknown } }>;
    expect(decodeMasqueradeAnswer(post.staff?.response.body)).toEqual({ success: true, error: null });
    expect(decodeMasqueradeAnswer(post.not_staff?.response.body)).toEqual({ success: false, error: null });
    expect(decodeMasqueradeAnswer(post.unknown_user?.response.body)).toEqual({
      success: false,
      error:
        'There is no user with the username or email address "nobody@example.com" enrolled in this course.',
    });
  });
});

describe('the selected label (§8.1)', () => {
  it.each([
    [
      'a specific learner',
      active({ role: 'student', userName: 'edx', groupId: 2, groupName: 'Verified Certificate' }),
      { kind: 'specific-student', userName: 'edx' },
    ],
    [
      'a group',
      active({ role: 'student', groupId: 2, userPartitionId: 50, groupName: 'Verified Certificate' }),
      { kind: 'group', name: 'Verified Certificate' },
    ],
    [
      'a group the LMS did not name',
      active({ role: 'student', groupId: 2, userPartitionId: 50 }),
      { kind: 'learner' },
    ],
    ['a learner', active({ role: 'student' }), { kind: 'learner' }],
    ['staff', STAFF_VIEW, { kind: 'staff' }],
  ])('names %s', (_name, view, label) => {
    expect(selectedLabel(view)).toEqual(label);
  });
});

describe('which option is selected (§8.1)', () => {
  const selected = (view: ActiveMasquerade) =>
    available.filter((option) => isActiveOption(option, view)).map((option) => option.name);

  it.each([
    ['staff', STAFF_VIEW, ['Staff']],
    ['a learner', active({ role: 'student' }), ['Learner']],
    ['a group', active({ role: 'student', groupId: 1, userPartitionId: 50, groupName: 'Audit' }), ['Audit']],
    [
      'the same group id in another partition',
      active({ role: 'student', groupId: 1, userPartitionId: 51 }),
      [],
    ],
  ])('matches %s', (_name, view, names) => {
    expect(selected(view)).toEqual(names);
  });

  it('matches the specific-student entry, which carries the active username', () => {
    const entry: MasqueradeOption = { ...byName('Specific Student...'), userName: 'edx' };
    const view = active({ role: 'student', userName: 'edx' });
    expect(isActiveOption(entry, view)).toBe(true);
    expect(isActiveOption(byName('Learner'), view)).toBe(false);
    // "" is not "missing": the entry is not selected while nobody is being viewed.
    expect(isActiveOption(byName('Specific Student...'), active({ role: 'student' }))).toBe(false);
  });
});

describe('request bodies per choice (§8.2)', () => {
  it.each([
    ['Staff', { role: 'staff' }],
    ['Learner', { role: 'student' }],
    ['Audit', { role: 'student', group_id: 1, user_partition_id: 50 }],
    ['Verified Certificate', { role: 'student', group_id: 2, user_partition_id: 50 }],
  ])('%s sends %j', (name, body) => {
    expect(masqueradeBody(byName(name))).toEqual(body);
  });

  it('matches the contract’s request examples', () => {
    const post = example('masquerade_post') as Record<string, { request: { body: unknown } }>;
    expect(masqueradeBody(byName('Staff'))).toEqual(post.staff?.request.body);
    expect(masqueradeBody(byName('Learner'))).toEqual(post.learner?.request.body);
    expect(masqueradeBody(byName('Verified Certificate'))).toEqual(post.group?.request.body);
    expect(specificStudentBody('edx')).toEqual(post.specific_student?.request.body);
  });

  it('sends the typed username or email exactly as typed', () => {
    expect(specificStudentBody('  Nobody@Example.com ')).toEqual({
      role: 'student',
      user_name: '  Nobody@Example.com ',
    });
  });
});

describe('what the toolbar offers without the options', () => {
  const names = { staff: 'Staff', learner: 'Learner', specificStudent: 'Specific Student...' };

  it('offers Staff, Learner and a specific student, with Staff selected for staff', () => {
    const { active: view, available: offered } = fallbackMasquerade({
      isMasquerading: false,
      effectiveUsername: 'staff',
      signedInUsername: 'staff',
      names,
    });
    expect(offered.map((o) => [o.name, masqueradeBody(o)])).toEqual([
      ['Staff', { role: 'staff' }],
      ['Learner', { role: 'student' }],
      ['Specific Student...', { role: 'student' }],
    ]);
    expect(selectedLabel(view)).toEqual({ kind: 'staff' });
    expect(offered.filter((o) => isActiveOption(o, view)).map((o) => o.name)).toEqual(['Staff']);
  });

  it('guesses Learner while masquerading as the signed-in user', () => {
    const { active: view } = fallbackMasquerade({
      isMasquerading: true,
      effectiveUsername: 'instructor',
      signedInUsername: 'instructor',
      names,
    });
    expect(selectedLabel(view)).toEqual({ kind: 'learner' });
  });

  it('names the learner whose course this is while masquerading as another user', () => {
    const { active: view, available: offered } = fallbackMasquerade({
      isMasquerading: true,
      effectiveUsername: 'edx',
      signedInUsername: 'staff',
      names,
    });
    expect(selectedLabel(view)).toEqual({ kind: 'specific-student', userName: 'edx' });
    expect(offered.filter((o) => isActiveOption(o, view)).map((o) => o.name)).toEqual([
      'Specific Student...',
    ]);
  });
});

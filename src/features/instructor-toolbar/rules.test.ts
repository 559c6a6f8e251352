import { describe, expect, it } from 'vitest';
import { currentLanguage, decodeReleasedLanguages, decodeSelectorEnabled } from './language';
import { staffBanners } from './StaffBanners';
import { staffLinks } from './StaffLinks';

const course = 'course-v1:edX+DemoX+Demo_Course';
const unit = 'block-v1:edX+DemoX+Demo_Course+type@vertical+block@lesson_1_unit_1';
const legacy = `http://lms/courses/${course}/jump_to/${unit}?experience=legacy`;
const bases = {
  studioBaseUrl: 'http://studio',
  insightsBaseUrl: 'http://insights',
  siteOrigins: ['http://lms', 'http://app'],
};

describe('"View course in:" links (spec §2; contract §8.3)', () => {
  it('links a unit to the legacy experience, its Studio container and the course in Insights', () => {
    expect(
      staffLinks({
        courseId: course,
        unitId: unit,
        legacyUnitUrl: legacy,
        canViewLegacyCourseware: true,
        ...bases,
      }),
    ).toEqual([
      { kind: 'legacy', href: legacy },
      { kind: 'studio', href: `http://studio/container/${unit}` },
      { kind: 'insights', href: `http://insights/courses/${course}` },
    ]);
  });

  it('links the course outline in Studio without a unit, and has no legacy link then', () => {
    expect(
      staffLinks({
        courseId: course,
        unitId: null,
        legacyUnitUrl: legacy,
        canViewLegacyCourseware: true,
        ...bases,
      }),
    ).toEqual([
      { kind: 'studio', href: `http://studio/course/${course}` },
      { kind: 'insights', href: `http://insights/courses/${course}` },
    ]);
  });

  it.each([
    ['the unit has no legacy address', { legacyUnitUrl: null, canViewLegacyCourseware: true }],
    ['the legacy address is not known yet', { canViewLegacyCourseware: true }],
    [
      'the LMS does not allow the legacy courseware',
      { legacyUnitUrl: legacy, canViewLegacyCourseware: false },
    ],
    [
      'the legacy address is a javascript: address',
      { legacyUnitUrl: 'javascript:alert(1)', canViewLegacyCourseware: true },
    ],
    [
      'the legacy address is a data: address',
      { legacyUnitUrl: 'data:text/html,<script>alert(1)</script>', canViewLegacyCourseware: true },
    ],
    [
      'the legacy address is on another site',
      { legacyUnitUrl: 'https://evil.example/jump_to/x', canViewLegacyCourseware: true },
    ],
    [
      'the legacy address is protocol-relative',
      { legacyUnitUrl: '//evil.example/jump_to/x', canViewLegacyCourseware: true },
    ],
  ])('has no legacy link when %s', (_name, legacyFields) => {
    const kinds = staffLinks({ courseId: course, unitId: unit, ...legacyFields, ...bases }).map(
      (l) => l.kind,
    );
    expect(kinds).toEqual(['studio', 'insights']);
  });

  it('leaves out the tools that are not configured', () => {
    expect(
      staffLinks({ ...bases, courseId: course, unitId: unit, studioBaseUrl: null, insightsBaseUrl: null }),
    ).toEqual([]);
    expect(staffLinks({ ...bases, courseId: course, unitId: null, insightsBaseUrl: null })).toEqual([
      { kind: 'studio', href: `http://studio/course/${course}` },
    ]);
  });
});

describe('staff banners (spec §1, §6)', () => {
  const now = Date.parse('2025-06-01T12:00:00Z');
  const future = '2025-07-01T00:00:00Z';
  const past = '2025-05-01T00:00:00Z';
  const expired = { expirationDate: past, masqueradingExpiredCourse: true };

  it('tells staff viewing as a learner that the course has not started', () => {
    expect(staffBanners({ isMasquerading: true, start: future }, null, now)).toEqual([
      { kind: 'course-not-started', date: future },
    ]);
  });

  it('tells staff viewing as a learner that the learner’s access has expired', () => {
    expect(staffBanners({ isMasquerading: true, start: past }, expired, now)).toEqual([
      { kind: 'access-expired', date: past },
    ]);
  });

  it.each([
    ['staff see the course as themselves', { isMasquerading: false, start: future }, expired],
    ['the course has started', { isMasquerading: true, start: past }, null],
    ['the start is unknown', { isMasquerading: true, start: null }, null],
    [
      'the LMS does not say the access expired',
      { isMasquerading: true, start: past },
      { expirationDate: past, masqueradingExpiredCourse: false },
    ],
  ])('shows nothing when %s', (_name, metadata, accessExpiration) => {
    expect(staffBanners(metadata, accessExpiration, now)).toEqual([]);
  });
});

describe('languages (conventions §4)', () => {
  it('reads the selector switch', () => {
    expect(decodeSelectorEnabled({ language_selector_is_enabled: true })).toBe(true);
    expect(decodeSelectorEnabled({ language_selector_is_enabled: 'yes' })).toBe(false);
    expect(decodeSelectorEnabled({})).toBe(false);
  });

  it('reads released languages as value and label, and skips what it cannot use', () => {
    expect(
      decodeReleasedLanguages({
        released_languages: [
          ['en', 'English'],
          ['ar', 'العربية'],
          { value: 'fr', label: 'Français' },
          ['es-419'],
          [null, 'Nothing'],
          ['ar', 'Duplicate'],
          'zh-cn',
        ],
      }),
    ).toEqual([
      { value: 'en', label: 'English' },
      { value: 'ar', label: 'العربية' },
      { value: 'fr', label: 'Français' },
      { value: 'es-419', label: 'es-419' },
    ]);
    expect(decodeReleasedLanguages({ released_languages: 'en' })).toEqual([]);
    expect(() => decodeReleasedLanguages([])).toThrow(/Malformed/);
  });

  it('finds the language the page is in, by code or by its primary subtag', () => {
    const languages = [
      { value: 'en', label: 'English' },
      { value: 'ar', label: 'العربية' },
      { value: 'es-419', label: 'Español' },
      { value: 'zh_CN', label: '中文' },
    ];
    expect(currentLanguage(languages, 'ar')?.label).toBe('العربية');
    expect(currentLanguage(languages, 'ar-ma')?.label).toBe('العربية');
    expect(currentLanguage(languages, 'es')?.label).toBe('Español');
    expect(currentLanguage(languages, 'zh-cn')?.label).toBe('中文');
    expect(currentLanguage(languages, 'fr')).toBeNull();
  });
});

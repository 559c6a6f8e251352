import { describe, expect, it } from 'vitest';
import metadataExample from '@test/contract/examples/course_metadata.json';
import coursewareExample from '@test/contract/examples/courseware_course.json';
import datesExample from '@test/contract/examples/dates.json';
import outlineExample from '@test/contract/examples/outline.json';
import progressExample from '@test/contract/examples/progress.json';
import { DecodeError, read } from '../decode';
import { decodeAccessExpiration } from './accessExpiration';
import { decodeCertificateData } from './certificateData';
import { decodeDateBlock, decodeDateBlocks, decodeDatesBannerInfo } from './dateBlocks';
import { decodeOffer } from './offer';
import { decodeTabs } from './tabs';
import { decodeVerifiedMode } from './verifiedMode';

const LMS = 'http://lms.test';

describe('shared wire fragments: one decoder each', () => {
  it('tabs: tab_id, else slug; courseware becomes outline; relative addresses on the LMS', () => {
    const tabs = decodeTabs(
      read({
        tabs: [
          { tab_id: 'courseware', slug: 'ignored', title: 'Course', url: '/courses/x/course/' },
          { slug: 'progress', title: 'Progress', url: 'https://apps.test/learning/course/x/progress' },
          { tab_id: 'wiki', title: '', url: '/wiki' },
          'not a tab',
        ],
      }),
      LMS,
    );
    expect(tabs).toEqual([
      { slug: 'outline', title: 'Course', url: `${LMS}/courses/x/course/` },
      { slug: 'progress', title: 'Progress', url: 'https://apps.test/learning/course/x/progress' },
    ]);
  });

  it('access expiration: null without an object or a readable date', () => {
    expect(decodeAccessExpiration(null)).toBeNull();
    expect(decodeAccessExpiration(read({ expiration_date: 'soon' }))).toBeNull();
    expect(
      decodeAccessExpiration(
        read({ expiration_date: '2026-12-01T00:00:00Z', masquerading_expired_course: true, upgrade_url: 7 }),
      ),
    ).toEqual({
      expirationDate: '2026-12-01T00:00:00Z',
      masqueradingExpiredCourse: true,
      upgradeDeadline: null,
      upgradeUrl: null,
    });
  });

  it('certificate data: numeric codes as digits, the web view made absolute', () => {
    expect(decodeCertificateData(read({ cert_status: 2 }), LMS)?.certStatus).toBe('2');
    expect(decodeCertificateData(read({ cert_status: ' ' }), LMS)?.certStatus).toBeNull();
    expect(
      decodeCertificateData(read({ cert_status: 'downloadable', cert_web_view_url: '/c/1' }), LMS),
    ).toEqual({
      certStatus: 'downloadable',
      certWebViewUrl: `${LMS}/c/1`,
      downloadUrl: null,
      certificateAvailableDate: null,
    });
    expect(decodeCertificateData(null, LMS)).toBeNull();
  });
});

/** What an answer hands a fragment decoder: the field read with `optObj` (null when not an object). */
const field = (value: unknown) => read({ field: value }).optObj('field');

/** Not an object: what a fragment's place may hold on a broken server. */
const GARBAGE: readonly unknown[] = [undefined, null, 'offer', '', 0, 15, true, [], [{ code: 'X' }]];

describe('offer (courseware §3 and §12, course-home §2)', () => {
  // The contract's offer (courseware.md §12); the demo learner has none (`offer: null` in the examples).
  const wire = {
    code: 'EDXWELCOME',
    expiration_date: '2025-06-15T00:00:00Z',
    original_price: '$149',
    discounted_price: '$126.65',
    percentage: 15,
    upgrade_url: 'http://localhost:18130/basket/add/?sku=8CF08E5&code=EDXWELCOME',
  };
  const none = {
    code: null,
    expirationDate: null,
    originalPrice: null,
    discountedPrice: null,
    percentage: null,
    upgradeUrl: null,
  };

  it('reads the contract’s offer', () => {
    expect(decodeOffer(field(wire))).toEqual({
      code: 'EDXWELCOME',
      expirationDate: '2025-06-15T00:00:00Z',
      originalPrice: '$149',
      discountedPrice: '$126.65',
      percentage: 15,
      upgradeUrl: 'http://localhost:18130/basket/add/?sku=8CF08E5&code=EDXWELCOME',
    });
  });

  it('is null when the answer has none, as in the examples (`offer: null`)', () => {
    expect(decodeOffer(read(outlineExample).optObj('offer'))).toBeNull();
    expect(decodeOffer(read(coursewareExample).optObj('offer'))).toBeNull();
    expect(decodeOffer(null)).toBeNull();
  });

  it.each(Object.keys(wire))('gives null for %s when it is missing or null, and keeps the rest', (key) => {
    const expected = decodeOffer(field(wire));
    const property = camel(key);
    for (const body of [omit(wire, key), { ...wire, [key]: null }]) {
      expect(decodeOffer(field(body))).toEqual({ ...expected, [property]: null });
    }
  });

  it('reads an empty object as an offer of nothing known', () => {
    expect(decodeOffer(field({}))).toEqual(none);
  });

  it('gives null for fields of the wrong type, blank texts and dates that do not parse', () => {
    expect(
      decodeOffer(
        field({
          code: 15,
          expiration_date: 'mid-June',
          original_price: 149,
          discounted_price: '  ',
          percentage: 'fifteen',
          upgrade_url: ['http://localhost:18130/basket/add/'],
        }),
      ),
    ).toEqual(none);
    expect(decodeOffer(field({ ...wire, percentage: Number.NaN, expiration_date: 20250615 }))).toEqual({
      ...decodeOffer(field(wire)),
      percentage: null,
      expirationDate: null,
    });
  });

  it('reads a percentage sent as a numeric string', () => {
    expect(decodeOffer(field({ ...wire, percentage: '15' }))?.percentage).toBe(15);
  });

  it('is null, without throwing, when the offer is not an object', () => {
    for (const value of GARBAGE) expect(decodeOffer(field(value))).toBeNull();
  });
});

describe('verified mode (course-home §1, §2 and §4, courseware §3)', () => {
  const wire = outlineExample.verified_mode;
  const model = {
    price: 149,
    currency: 'USD',
    currencySymbol: '$',
    sku: '8CF08E5',
    upgradeUrl: 'http://localhost:18130/basket/add/?sku=8CF08E5',
    accessExpirationDate: '2030-03-01T00:00:00Z',
  };

  it('reads the examples’ verified mode, the same in every answer that carries it', () => {
    expect(decodeVerifiedMode(field(wire))).toEqual(model);
    expect(decodeVerifiedMode(read(progressExample).optObj('verified_mode'))).toEqual(model);
    expect(decodeVerifiedMode(read(coursewareExample).optObj('verified_mode'))).toEqual(model);
    // Course metadata sends no access expiration date (nullable on the wire).
    expect(decodeVerifiedMode(read(metadataExample).optObj('verified_mode'))).toEqual({
      ...model,
      accessExpirationDate: null,
    });
  });

  it('is null without an upgrade address: missing, null, blank or not a string (nothing to offer)', () => {
    for (const upgradeUrl of [undefined, null, '', ' ', 42, { href: 'x' }]) {
      expect(decodeVerifiedMode(field({ ...wire, upgrade_url: upgradeUrl }))).toBeNull();
    }
    expect(decodeVerifiedMode(field(omit(wire, 'upgrade_url')))).toBeNull();
    expect(decodeVerifiedMode(field({}))).toBeNull();
  });

  it.each([
    ['price', { price: null }],
    ['currency', { currency: null }],
    ['currency_symbol', { currencySymbol: '' }],
    ['sku', { sku: null }],
    ['access_expiration_date', { accessExpirationDate: null }],
  ])('falls back for %s when it is missing or null, and keeps the rest', (key, fallback) => {
    for (const body of [omit(wire, key), { ...wire, [key]: null }]) {
      expect(decodeVerifiedMode(field(body))).toEqual({ ...model, ...fallback });
    }
  });

  it('falls back for fields of the wrong type and dates that do not parse', () => {
    expect(
      decodeVerifiedMode(
        field({
          ...wire,
          price: 'free',
          currency: 840,
          currency_symbol: 36,
          sku: false,
          access_expiration_date: 'when the course ends',
        }),
      ),
    ).toEqual({
      price: null,
      currency: null,
      currencySymbol: '',
      sku: null,
      upgradeUrl: model.upgradeUrl,
      accessExpirationDate: null,
    });
  });

  it('reads a price sent as a numeric string', () => {
    expect(decodeVerifiedMode(field({ ...wire, price: '149.00' }))?.price).toBe(149);
  });

  it('is null, without throwing, when the verified mode is not an object', () => {
    expect(decodeVerifiedMode(null)).toBeNull();
    for (const value of GARBAGE) expect(decodeVerifiedMode(field(value))).toBeNull();
  });
});

describe('date blocks and the dates banner info (course-home §2 and §3)', () => {
  const blocks = datesExample.course_date_blocks;
  const assignment = blocks.find((block) => block.date_type === 'assignment-due-date')!;
  const assignmentModel = {
    date: assignment.date,
    dateType: 'assignment-due-date',
    title: assignment.title,
    description: '',
    assignmentType: 'Homework',
    complete: false,
    learnerHasAccess: true,
    link: assignment.link,
    linkText: '',
    extraInfo: null,
  };

  it('reads every block of the examples, in server order', () => {
    const decoded = decodeDateBlocks(read(datesExample), 'course_date_blocks');
    expect(decoded.map((block) => block.title)).toEqual(blocks.map((block) => block.title));
    expect(decoded.map((block) => block.date)).toEqual(blocks.map((block) => block.date));
    expect(decoded[blocks.indexOf(assignment)]).toEqual(assignmentModel);
    const widget = outlineExample.dates_widget;
    expect(decodeDateBlocks(read(widget), 'course_date_blocks')).toHaveLength(
      widget.course_date_blocks.length,
    );
  });

  it('reads a non-assignment block with its link text and nulls', () => {
    const upgrade = blocks.find((block) => block.date_type === 'verified-upgrade-deadline')!;
    expect(decodeDateBlock(upgrade, '$')).toEqual({
      date: upgrade.date,
      dateType: 'verified-upgrade-deadline',
      title: 'Verification Upgrade Deadline',
      description: upgrade.description,
      assignmentType: null,
      complete: false,
      learnerHasAccess: true,
      link: upgrade.link,
      linkText: 'Upgrade to Verified Certificate',
      extraInfo: null,
    });
  });

  it.each([
    ['date_type', { dateType: '' }],
    ['description', { description: '' }],
    ['assignment_type', { assignmentType: null }],
    ['complete', { complete: false }],
    ['learner_has_access', { learnerHasAccess: true }],
    ['link', { link: '' }],
    ['link_text', { linkText: '' }],
    ['extra_info', { extraInfo: null }],
    ['first_component_block_id', {}],
  ])('falls back for %s when it is missing or null, and keeps the rest', (key, fallback) => {
    for (const body of [omit(assignment, key), { ...assignment, [key]: null }]) {
      expect(decodeDateBlock(body, '$')).toEqual({ ...assignmentModel, ...fallback });
    }
  });

  it('keeps what the learner may not do and a tooltip when they are sent', () => {
    expect(
      decodeDateBlock(
        { ...assignment, learner_has_access: false, complete: true, extra_info: 'Set by ORA' },
        '$',
      ),
    ).toEqual({ ...assignmentModel, learnerHasAccess: false, complete: true, extraInfo: 'Set by ORA' });
  });

  it('falls back for optional fields of the wrong type', () => {
    expect(
      decodeDateBlock(
        {
          ...assignment,
          date_type: 7,
          description: ['x'],
          assignment_type: '',
          complete: 'yes',
          learner_has_access: 'no',
          link: 5,
          link_text: {},
          extra_info: 3,
        },
        '$',
      ),
    ).toEqual({
      ...assignmentModel,
      dateType: '',
      assignmentType: null,
      link: '',
    });
  });

  it('throws a DecodeError (its contract: the list reader drops the block) without a readable date or title', () => {
    for (const body of [
      omit(assignment, 'date'),
      { ...assignment, date: null },
      { ...assignment, date: 'next Tuesday' },
      { ...assignment, date: 1718409600000 },
      omit(assignment, 'title'),
      { ...assignment, title: null },
      { ...assignment, title: 12 },
    ]) {
      expect(() => decodeDateBlock(body, '$.course_date_blocks[3]')).toThrow(DecodeError);
    }
    expect(decodeDateBlock({ ...assignment, title: '' }, '$').title).toBe('');
  });

  it('throws a DecodeError, and nothing else, for a block that is not an object', () => {
    for (const value of GARBAGE) expect(() => decodeDateBlock(value, '$')).toThrow(DecodeError);
  });

  it('drops unreadable blocks from a list and keeps the others in order, never throwing', () => {
    const list = [
      null,
      blocks[0],
      'a block',
      { ...assignment, date: 'soon' },
      [],
      { title: 'no date' },
      assignment,
      42,
    ];
    expect(decodeDateBlocks(read({ course_date_blocks: list }), 'course_date_blocks')).toEqual([
      decodeDateBlock(blocks[0], '$'),
      assignmentModel,
    ]);
  });

  it('gives no blocks when the list is missing, null, not a list, or its parent is absent', () => {
    for (const value of GARBAGE.filter((item) => !Array.isArray(item))) {
      expect(decodeDateBlocks(read({ course_date_blocks: value }), 'course_date_blocks')).toEqual([]);
    }
    expect(decodeDateBlocks(read({}), 'course_date_blocks')).toEqual([]);
    expect(decodeDateBlocks(null, 'course_date_blocks')).toEqual([]);
  });

  it('banner info: reads the examples’, the same on the dates tab and the outline', () => {
    const model = {
      missedDeadlines: true,
      missedGatedContent: false,
      contentTypeGatingEnabled: true,
      verifiedUpgradeLink: 'http://localhost:18130/basket/add/?sku=8CF08E5',
    };
    expect(decodeDatesBannerInfo(read(datesExample).optObj('dates_banner_info'))).toEqual(model);
    expect(decodeDatesBannerInfo(read(outlineExample).optObj('dates_banner_info'))).toEqual(model);
  });

  it('banner info: false and null for what is missing, null or of the wrong type; never throws', () => {
    const nothing = {
      missedDeadlines: false,
      missedGatedContent: false,
      contentTypeGatingEnabled: false,
      verifiedUpgradeLink: null,
    };
    // Older and unauthenticated servers omit the last two.
    expect(decodeDatesBannerInfo(field({ missed_deadlines: true, missed_gated_content: true }))).toEqual({
      ...nothing,
      missedDeadlines: true,
      missedGatedContent: true,
    });
    expect(
      decodeDatesBannerInfo(
        field({
          missed_deadlines: null,
          missed_gated_content: 'true',
          content_type_gating_enabled: 1,
          verified_upgrade_link: '',
        }),
      ),
    ).toEqual(nothing);
    expect(decodeDatesBannerInfo(field({ verified_upgrade_link: 7 }))).toEqual(nothing);
    expect(decodeDatesBannerInfo(null)).toEqual(nothing);
    for (const value of GARBAGE) expect(decodeDatesBannerInfo(field(value))).toEqual(nothing);
  });
});

/** A copy of `body` without `key`. */
function omit<T extends object>(body: T, key: string): Partial<T> {
  return Object.fromEntries(Object.entries(body).filter(([name]) => name !== key)) as Partial<T>;
}

/** The model's name of a wire key (`expiration_date` → `expirationDate`). */
function camel(key: string): string {
  return key.replace(/_(.)/g, (_match, letter: string) => letter.toUpperCase());
}

import { describe, expect, it } from 'vitest';
import type { RelatedProgram } from '@/lms/courseware/types';
import {
  completedPrograms,
  keptRecommendations,
  sharedCourseUrl,
  shareTargets,
  truncate,
  type Recommendation,
} from './rules';

const program = (slug: string, notStarted: number, inProgress: number): RelatedProgram => ({
  slug,
  title: slug,
  url: `https://lms/programs/${slug}`,
  uuid: slug,
  progress: { completed: 2, inProgress, notStarted },
});

describe('program banners', () => {
  it('only for the four program types, and only with nothing left to start or finish', () => {
    expect(
      completedPrograms([
        program('microbachelors', 0, 0),
        program('micromasters', 0, 0),
        program('professional-certificate', 0, 0),
        program('xseries', 0, 0),
        program('masters', 0, 0),
        program('xseries', 1, 0),
        program('xseries', 0, 1),
      ]).map((p) => p.slug),
    ).toEqual(['microbachelors', 'micromasters', 'professional-certificate', 'xseries']);
  });
});

describe('social share', () => {
  it('adds the campaign, the medium and the source per network', () => {
    expect(sharedCourseUrl('https://x.org/c', 'linkedin', 'edxmilestone')).toBe(
      'https://x.org/c?utm_campaign=edxmilestone&utm_medium=social&utm_source=linkedin',
    );
    expect(sharedCourseUrl('https://x.org/c?ref=1', 'email', null)).toBe(
      'https://x.org/c?ref=1&utm_medium=email&utm_source=email',
    );
  });

  it('offers Twitter only when it is configured', () => {
    const base = { campaign: null, twitterHashtag: 'myedxjourney', text: 'Done!' };
    expect(shareTargets('https://x.org/c', { ...base, twitterUrl: null }).map((t) => t.network)).toEqual([
      'linkedin',
      'facebook',
      'email',
    ]);
    const withTwitter = shareTargets('https://x.org/c', { ...base, twitterUrl: 'https://twitter.com/edX' });
    expect(withTwitter.map((t) => t.network)).toEqual(['linkedin', 'twitter', 'facebook', 'email']);
    expect(decodeURIComponent(withTwitter[1]!.href)).toContain('utm_source=twitter');
    expect(withTwitter[1]!.href).toContain('hashtags=myedxjourney');
    expect(withTwitter[3]!.href.startsWith('mailto:')).toBe(true);
  });
});

describe('recommendations', () => {
  const rec = (uuid: string, runs: string[]): Recommendation => ({
    uuid,
    title: uuid,
    imageSrc: null,
    owners: [],
    marketingUrl: null,
    courseRunKeys: runs,
  });

  it('leave out this course and any course with a run the learner is or was enrolled in', () => {
    const kept = keptRecommendations(
      'self',
      [rec('self', ['r0']), rec('a', ['r1']), rec('b', ['r2', 'enrolled']), rec('c', [])],
      new Set(['enrolled']),
    );
    expect(kept.map((r) => r.uuid)).toEqual(['a', 'c']);
  });

  it('cut long titles and owner lists with an ellipsis', () => {
    expect(truncate('short', 70)).toBe('short');
    const long = 'x'.repeat(80);
    expect(truncate(long, 70)).toHaveLength(70);
    expect(truncate(long, 70).endsWith('…')).toBe(true);
  });
});

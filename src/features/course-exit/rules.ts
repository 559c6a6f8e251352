import type { RelatedProgram } from '@/lms/courseware/types';

/** Program types whose completion the exit page celebrates (spec §9). */
export const PROGRAM_TYPES: readonly string[] = [
  'microbachelors',
  'micromasters',
  'professional-certificate',
  'xseries',
];

/**
 * Program banners (spec §4): one per related program of a celebrated type with no course left not
 * started or in progress.
 */
export function completedPrograms(programs: readonly RelatedProgram[]): RelatedProgram[] {
  return programs.filter(
    (program) =>
      PROGRAM_TYPES.includes(program.slug) &&
      program.progress.notStarted === 0 &&
      program.progress.inProgress === 0,
  );
}

export type ShareNetwork = 'linkedin' | 'twitter' | 'facebook' | 'email';

/**
 * The course's marketing page with the share parameters of spec §9 (contract §11.2):
 * `[utm_campaign={campaign}&]utm_medium=social&utm_source={network}`, or medium and source `email`.
 * Parameters already on the page address are kept.
 */
export function sharedCourseUrl(
  marketingUrl: string,
  network: ShareNetwork,
  campaign: string | null,
): string {
  const params = new URLSearchParams();
  if (campaign) params.set('utm_campaign', campaign);
  params.set('utm_medium', network === 'email' ? 'email' : 'social');
  params.set('utm_source', network);
  return `${marketingUrl}${marketingUrl.includes('?') ? '&' : '?'}${params.toString()}`;
}

/** Where each share button goes: the network's own share page, with the course's shared address. */
export function shareTargets(
  marketingUrl: string,
  options: {
    campaign: string | null;
    twitterUrl: string | null;
    twitterHashtag: string | null;
    text: string;
  },
): { network: ShareNetwork; href: string }[] {
  const url = (network: ShareNetwork) =>
    encodeURIComponent(sharedCourseUrl(marketingUrl, network, options.campaign));
  const targets: { network: ShareNetwork; href: string }[] = [
    { network: 'linkedin', href: `https://www.linkedin.com/sharing/share-offsite/?url=${url('linkedin')}` },
  ];
  if (options.twitterUrl) {
    const hashtags = options.twitterHashtag ? `&hashtags=${encodeURIComponent(options.twitterHashtag)}` : '';
    targets.push({
      network: 'twitter',
      href: `https://twitter.com/intent/tweet?url=${url('twitter')}&text=${encodeURIComponent(options.text)}${hashtags}`,
    });
  }
  targets.push({
    network: 'facebook',
    href: `https://www.facebook.com/sharer/sharer.php?u=${url('facebook')}`,
  });
  targets.push({
    network: 'email',
    href: `mailto:?subject=${encodeURIComponent(options.text)}&body=${url('email')}`,
  });
  return targets;
}

/** Text cut to `max` characters (user-perceived ones) with an ellipsis (recommendation cards, spec §9). */
export function truncate(text: string, max: number): string {
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  const graphemes = Array.from(segmenter.segment(text), (part) => part.segment);
  return graphemes.length <= max
    ? text
    : `${graphemes
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

export interface Recommendation {
  readonly uuid: string;
  readonly title: string;
  readonly imageSrc: string | null;
  readonly owners: readonly string[];
  readonly marketingUrl: string | null;
  readonly courseRunKeys: readonly string[];
}

/**
 * Recommendations worth showing (contract §11.3): not this course (its catalogue uuid), and none of
 * whose runs the learner is or was enrolled in.
 */
export function keptRecommendations(
  courseUuid: string | null,
  recommendations: readonly Recommendation[],
  enrolledRunIds: ReadonlySet<string>,
): Recommendation[] {
  return recommendations.filter(
    (item) => item.uuid !== courseUuid && !item.courseRunKeys.some((key) => enrolledRunIds.has(key)),
  );
}

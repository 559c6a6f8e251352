import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { CourseMetadata } from '@/lms/courseMetadata';
import { LanguageSelector } from './LanguageSelector';
import { MasqueradeWidget } from './MasqueradeWidget';
import messages from './messages';
import { StaffBanners, type StaffAccessExpiration } from './StaffBanners';
import { StaffLinks } from './StaffLinks';
import './toolbar.scss';

export interface InstructorToolbarProps {
  metadata: CourseMetadata;
  /** The unit in the address (courseware pages), for the Studio and legacy links. */
  unitId: string | null;
  /** The current unit's legacy web address, from the courseware data; none until that is wired. */
  legacyUnitUrl?: string | null;
  /** `can_view_legacy_courseware` of the courseware data. */
  canViewLegacyCourseware?: boolean;
  /** `access_expiration` of the page's data, for the "learner's access has expired" banner. */
  accessExpiration?: StaffAccessExpiration | null;
}

/**
 * The staff toolbar (spec §2, §6): a dark band above the course tabs on every course page when the
 * signed-in user is course staff, with "View this course as:", "View course in:" links and the language,
 * then the masquerade error and the banners staff see while viewing the course as a learner who cannot
 * see it. Lazily loaded: learners never download it.
 */
export default function InstructorToolbar({
  metadata,
  unitId,
  legacyUnitUrl = null,
  canViewLegacyCourseware = false,
  accessExpiration = null,
}: InstructorToolbarProps) {
  const intl = useIntl();
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);

  return (
    <section className="instructor-toolbar" aria-label={intl.formatMessage(messages.region)}>
      <div className="instructor-toolbar-band bg-primary text-white">
        <div className="container-xl d-flex flex-wrap align-items-center gap-3 py-2">
          <MasqueradeWidget
            metadata={metadata}
            errorId={errorId}
            hasError={error !== null}
            onError={setError}
          />
          <div className="d-flex flex-wrap align-items-center gap-3 instructor-toolbar-end">
            <StaffLinks
              courseId={metadata.id}
              mayAuthor={metadata.mayAuthor}
              unitId={unitId}
              legacyUnitUrl={legacyUnitUrl}
              canViewLegacyCourseware={canViewLegacyCourseware}
            />
            <LanguageSelector />
          </div>
        </div>
      </div>
      <div role="alert" aria-atomic="true" id={errorId}>
        {error && (
          <div className="container-xl">
            <div className="alert alert-danger my-2">{error}</div>
          </div>
        )}
      </div>
      <StaffBanners metadata={metadata} accessExpiration={accessExpiration} />
    </section>
  );
}

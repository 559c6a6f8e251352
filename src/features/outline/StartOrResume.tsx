import { useIntl } from 'react-intl';
import type { CourseMetadata } from '@/lms/courseMetadata';
import { usePlatform } from '@/platform/react';
import messages from './messages';
import type { Outline } from './model';

/**
 * The Start / Resume card (spec §2): "Resume course" once the learner has visited the course, else "Start
 * course"; the button goes to the resume address the LMS gives. Hidden without one.
 */
export function StartOrResume({
  metadata,
  resume,
}: {
  metadata: CourseMetadata;
  resume: Outline['resumeCourse'];
}) {
  const intl = useIntl();
  const { analytics, user } = usePlatform();
  if (!resume.url) return null;
  const visited = resume.hasVisitedCourse;
  const onClick = () => {
    const event = visited ? 'edx.course.home.resume_course.clicked' : 'edx.course.home.start_course.clicked';
    const properties = {
      org_key: metadata.org,
      courserun_key: metadata.id,
      event_type: visited ? 'resume' : 'start',
      url: resume.url,
      is_staff: user?.administrator ?? false,
    };
    analytics.sendTrackEvent(event, properties);
    analytics.sendTrackingLogEvent(event, properties);
  };
  return (
    <div className="card mb-4 start-resume">
      <div className="card-body d-flex flex-wrap align-items-center justify-content-between gap-3">
        <p className="h5 mb-0">{intl.formatMessage(visited ? messages.resumeBlurb : messages.startBlurb)}</p>
        <a className="btn btn-primary btn-lg" href={resume.url} onClick={onClick}>
          {intl.formatMessage(visited ? messages.resume : messages.start)}
        </a>
      </div>
    </div>
  );
}

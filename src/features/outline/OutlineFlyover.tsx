import bellIcon from 'bootstrap-icons/icons/bell.svg?raw';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '@/components/Icon';
import { loadable } from '@/components/loadable';
import { LoadingSpinner } from '@/components/Spinner';
import { useFlyoverVisible } from '@/components/upgrade/flyover';
import flyoverMessages from '@/components/upgrade/flyoverMessages';
import { MEDIUM_BREAKPOINT_PX, useWindowWidth } from '@/components/useWindowWidth';
import type { CourseMetadata } from '@/lms/courseMetadata';
import { showsFlyover } from '@/rules/upgrade';
import type { Outline } from './model';
import { useOutlineUpgradeCard } from './sidebar/UpgradeSlot';

// Their own chunks: the dialog only once the learner opens it, the card inside it after.
const UpgradeFlyover = loadable(() => import('@/components/upgrade/UpgradeFlyover'), 'UpgradeFlyover');
const UpgradeCard = loadable(() => import('@/components/upgrade/UpgradeCard'), 'UpgradeCard');

/**
 * The phone's flyover on the course outline (spec §2 "Course home": "A mobile flyover aimed at audit
 * learners offers 'Back to course'"; §5: only for audit learners before the upgrade deadline; §3: its
 * visibility stored). On windows no wider than the medium breakpoint, a "Notifications" button beside the
 * course title opens the full-screen flyover with the upgrade card; "Back to course" closes it. Whether it
 * is open is recorded per course with the courseware's flyover, but it never opens by itself on a later
 * visit (issue 37). Wider windows show the card in the sidebar only.
 */
export function OutlineFlyover({ metadata, outline }: { metadata: CourseMetadata; outline: Outline }) {
  const intl = useIntl();
  const id = useId();
  const narrow = useWindowWidth() <= MEDIUM_BREAKPOINT_PX;
  const { now, card } = useOutlineUpgradeCard(outline);
  const [open, setOpen] = useFlyoverVisible(metadata.id);
  const offered =
    narrow &&
    card !== null &&
    showsFlyover({
      now,
      accessExpiration: outline.accessExpiration,
      verifiedMode: outline.verifiedMode,
      enrollmentMode: outline.enrollmentMode,
    });
  if (!offered) return null;
  const loading = <LoadingSpinner label={intl.formatMessage(flyoverMessages.loading)} className="my-3" />;
  return (
    <>
      <button
        type="button"
        className="btn btn-outline-primary btn-sm outline-flyover-toggle"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen(!open)}
      >
        <Icon svg={bellIcon} className="me-1" />
        {intl.formatMessage(flyoverMessages.toggleText)}
      </button>
      {open && (
        <UpgradeFlyover id={id} onClose={() => setOpen(false)} fallback={loading}>
          <UpgradeCard
            card={card}
            course={metadata}
            placement="course_home"
            headingLevel={3}
            fallback={loading}
          />
        </UpgradeFlyover>
      )}
    </>
  );
}

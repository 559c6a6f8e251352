import '@/styles/close.scss';
import '@/styles/modal.scss';
import trophy from 'bootstrap-icons/icons/trophy.svg?raw';
import bullseye from 'bootstrap-icons/icons/bullseye.svg?raw';
import lightbulb from 'bootstrap-icons/icons/lightbulb.svg?raw';
import fire from 'bootstrap-icons/icons/fire.svg?raw';
import { useEffect, useState, type ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useIntl } from 'react-intl';
import { formatDate } from '@/components/dates';
import { Icon } from '@/components/Icon';
import { formatPercentage } from '@/components/upgrade/format';
import { UpgradeButton } from '@/components/upgrade/UpgradeButton';
import { STREAK_DISCOUNT, type StreakDiscount } from '@/rules/upgradePrice';
import { pickStreakFact } from './celebration';
import messages from './messages';
import laterMessages from '@/components/laterMessages';

/**
 * Once a celebration closes, focus lands on the unit's title, as after any move to a unit. What had focus
 * when it opened may be gone by then: a celebration can open while the next unit is still arriving (the
 * Next link pressed, before the new title took focus), and focus restored to a removed link is lost.
 * The focus waits a tick, after the dialog's own clean-up.
 */
function useFocusAfterClosing() {
  const [openedFrom] = useState(() => document.activeElement);
  useEffect(
    () => () => {
      window.setTimeout(() => {
        const title = document.querySelector<HTMLElement>('.unit-title');
        const back = openedFrom instanceof HTMLElement && openedFrom.isConnected ? openedFrom : null;
        (title ?? back)?.focus();
      });
    },
    [openedFrom],
  );
}

/** The frame the celebrations share: a titled dialog with an icon, the words, and "Keep going". */
function CelebrationModal({
  id,
  title,
  icon,
  iconClassName,
  dialogClassName,
  onClose,
  actions,
  closeText,
  children,
}: {
  id: string;
  title: string;
  icon: string;
  iconClassName: string;
  dialogClassName?: string;
  onClose: () => void;
  /** Shown before "Keep going" (the streak discount's upgrade button). */
  actions?: ReactNode;
  /** The closing button's words, when not "Keep going". */
  closeText?: string;
  children: ReactNode;
}) {
  const intl = useIntl();
  useFocusAfterClosing();
  return (
    <Modal
      show
      onHide={onClose}
      centered
      aria-labelledby={id}
      dialogClassName={dialogClassName}
      // Where focus goes once it closes is ours (below), not what had focus when it opened.
      restoreFocus={false}
    >
      <Modal.Header closeButton closeLabel={intl.formatMessage(laterMessages.close)}>
        <Modal.Title as="h2" className="h3" id={id}>
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="text-center">
        <Icon svg={icon} size="3rem" className={`${iconClassName} mb-3`} />
        {children}
      </Modal.Body>
      <Modal.Footer>
        {actions}
        <button
          type="button"
          className={actions ? 'btn btn-outline-primary' : 'btn btn-primary'}
          onClick={onClose}
        >
          {closeText ?? intl.formatMessage(messages.keepGoing)}
        </button>
      </Modal.Footer>
    </Modal>
  );
}

/** "Congratulations!" after the first section (spec §4); its own chunk, loaded when it opens. */
export function FirstSectionModal({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  return (
    <CelebrationModal
      id="celebration-first-section-title"
      title={intl.formatMessage(messages.firstSectionTitle)}
      icon={trophy}
      iconClassName="text-warning"
      onClose={onClose}
    >
      <p className="mb-0">{intl.formatMessage(messages.firstSectionBody)}</p>
    </CelebrationModal>
  );
}

/**
 * The streak celebration (spec §4, §9): the streak length, and one of the two facts chosen at random.
 * With the streak discount (`celebrations.streakDiscountEnabled` and a verified mode; rules/upgrade.ts
 * `streakDiscount`): 15 % off, the price × 0.85 to two decimals, ending 14 days from now, and an upgrade
 * button to the upgrade address with the coupon code.
 */
export function StreakModal({
  streakLength,
  onClose,
  random,
  discount = null,
  onUpgrade,
  timeZone = null,
}: {
  streakLength: number;
  onClose: () => void;
  random?: () => number;
  discount?: StreakDiscount | null;
  onUpgrade?: () => void;
  timeZone?: string | null;
}) {
  const intl = useIntl();
  const [fact] = useState(() => pickStreakFact(random));
  return (
    <CelebrationModal
      id="celebration-streak-title"
      title={intl.formatMessage(messages.streakTitle, { streakLength })}
      icon={fire}
      iconClassName="text-danger"
      dialogClassName="streak-modal"
      onClose={onClose}
      actions={
        discount && <UpgradeButton href={discount.upgradeUrl} price={discount.price} onClick={onUpgrade} />
      }
    >
      <p>{intl.formatMessage(messages.streakBody, { streakLength })}</p>
      <p className="mb-0">
        {intl.formatMessage(fact === 'pass' ? messages.streakFactPass : messages.streakFactContent, {
          streakLength,
        })}
      </p>
      {discount && (
        <div className="alert alert-success text-start mt-3 mb-0" role="note">
          <p className="mb-1">
            {intl.formatMessage(messages.streakDiscount, {
              percentage: formatPercentage(intl, discount.percentage),
              strong: (chunks) => <strong key="congratulations">{chunks}</strong>,
            })}
          </p>
          <p className="mb-0">
            {intl.formatMessage(messages.streakDiscountEnds, {
              days: STREAK_DISCOUNT.days,
              date: formatDate(intl, discount.endsAt, timeZone),
            })}
          </p>
        </div>
      )}
    </CelebrationModal>
  );
}

/**
 * "You met your goal!" (today's LMS, research-39 §3): the learner's weekly goal in days a week, and a tip;
 * "Keep it up" closes it. Without a known number of days the congratulation is left out.
 */
export function WeeklyGoalModal({
  daysPerWeek,
  onClose,
}: {
  daysPerWeek: number | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  const strong = (chunks: ReactNode[]) => <strong key="strong">{chunks}</strong>;
  return (
    <CelebrationModal
      id="celebration-weekly-goal-title"
      title={intl.formatMessage(messages.goalMet)}
      icon={bullseye}
      iconClassName="text-primary"
      closeText={intl.formatMessage(messages.keepItUp)}
      onClose={onClose}
    >
      {daysPerWeek !== null && (
        <p>{intl.formatMessage(messages.goalCongrats, { days: daysPerWeek, strong })}</p>
      )}
      <p className="mb-0 d-flex gap-2 justify-content-center align-items-start">
        <Icon svg={lightbulb} className="mt-1" />
        <span>{intl.formatMessage(messages.setGoal, { strong })}</span>
      </p>
    </CelebrationModal>
  );
}

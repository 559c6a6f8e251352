import '@/styles/close.scss';
import '@/styles/modal.scss';
import stopwatch from 'bootstrap-icons/icons/stopwatch.svg?raw';
import { useState, type Ref } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useIntl } from 'react-intl';
import { Icon } from '@/components/Icon';
import {
  formatClock,
  nextAnnouncement,
  shownSeconds,
  timeIsUp,
  timerLevel,
  type TimerLevel,
} from './countdown';
import { formatTimeLeft } from './duration';
import messages from './messages';
import laterMessages from '@/components/laterMessages';

/** Each level's alert classes, spelled out (see VARIANT_CLASSES in components/alerts/Alert.tsx). */
const LEVEL_CLASSES: Record<TimerLevel, string> = {
  normal: 'alert-info',
  low: 'alert-warning',
  critical: 'alert-danger',
};

/**
 * The countdown banner above every unit of a running exam (contract §3.3, §6.2): the exam's name, the
 * clock (HH:MM:SS, hideable), its level in words and colour, "End my exam" behind a confirmation dialog
 * (not on the submit page), and two live regions that announce the low (polite) and critically low
 * (assertive) thresholds once each. `left` is the seconds left, from the newest server reading.
 */
export function ExamTimer({
  examName,
  timeLimitMins,
  left,
  canEnd,
  busy,
  onEnd,
  focusRef,
}: {
  examName: string;
  timeLimitMins: number;
  left: number;
  /** "End my exam" is offered (status `started`). */
  canEnd: boolean;
  busy: boolean;
  /** Ends the exam: `submit` once the time is up, else `stop` (to the submit page). */
  onEnd: (action: 'stop' | 'submit') => void;
  /** The heading to focus when this banner is the screen's (a running exam). */
  focusRef?: Ref<HTMLHeadingElement>;
}) {
  const intl = useIntl();
  const [hidden, setHidden] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [said, setSaid] = useState<{ low: string | null; critical: string | null }>({
    low: null,
    critical: null,
  });
  const shown = shownSeconds(left);
  const up = timeIsUp(left);
  const level = timerLevel(left, timeLimitMins);

  // Each threshold is announced once, with the time left when it was reached (state set during render,
  // so the words are in the live region in the same commit as the colour change).
  const next = nextAnnouncement(level, { low: said.low !== null, critical: said.critical !== null });
  if (next) {
    const time = formatTimeLeft(intl, shown);
    setSaid((previous) =>
      next === 'low'
        ? { ...previous, low: intl.formatMessage(messages.announceLow, { time }) }
        : { low: null, critical: intl.formatMessage(messages.announceCritical, { time }) },
    );
  }

  const status = up
    ? intl.formatMessage(messages.timeUp)
    : level === 'critical'
      ? intl.formatMessage(messages.levelCritical)
      : level === 'low'
        ? intl.formatMessage(messages.levelLow)
        : null;

  // The action starts once the dialog has closed: while it is open (fading out included) it keeps the
  // focus, which the next screen then takes for its heading.
  const [confirmed, setConfirmed] = useState<'stop' | 'submit' | null>(null);
  const confirm = () => {
    setConfirmed(up ? 'submit' : 'stop');
    setConfirming(false);
  };
  const closed = () => {
    if (!confirmed) return;
    setConfirmed(null);
    onEnd(confirmed);
  };

  return (
    <section
      className={`exam-timer alert ${LEVEL_CLASSES[level]}`}
      aria-label={intl.formatMessage(messages.timerRegion)}
    >
      <div className="exam-timer-text">
        <h2 className="h6 mb-1" tabIndex={-1} ref={focusRef}>
          <Icon svg={stopwatch} className="me-2" />
          {intl.formatMessage(messages.timerTitle, { exam: examName })}
        </h2>
        {status && <p className="fw-bold mb-1">{status}</p>}
        {canEnd && <p className="small mb-0">{intl.formatMessage(messages.timerHelp)}</p>}
      </div>
      <div className="exam-timer-controls">
        <p className="exam-clock mb-0">
          <span className="exam-clock-label">{intl.formatMessage(messages.timeRemaining)}</span>
          {hidden ? (
            <span className="exam-clock-value">{intl.formatMessage(messages.timerHiddenText)}</span>
          ) : (
            <span className="exam-clock-value" role="timer" dir="ltr">
              {formatClock(shown)}
            </span>
          )}
        </p>
        <button type="button" className="btn btn-sm btn-link" onClick={() => setHidden((h) => !h)}>
          {intl.formatMessage(hidden ? messages.showTimer : messages.hideTimer)}
        </button>
        {canEnd && (
          <button
            type="button"
            className="btn btn-sm btn-dark"
            disabled={busy || confirmed !== null}
            onClick={() => setConfirming(true)}
          >
            {(busy || confirmed !== null) && (
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            )}
            {intl.formatMessage(messages.endExam)}
          </button>
        )}
      </div>
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {said.low ?? ''}
      </div>
      <div className="visually-hidden" aria-live="assertive" aria-atomic="true">
        {said.critical ?? ''}
      </div>
      <Modal
        show={confirming}
        onHide={() => setConfirming(false)}
        onExited={closed}
        centered
        aria-labelledby="exam-end-title"
      >
        <Modal.Header closeButton closeLabel={intl.formatMessage(laterMessages.close)}>
          <Modal.Title as="h2" className="h4" id="exam-end-title">
            {intl.formatMessage(messages.endTitle)}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="mb-0">{intl.formatMessage(up ? messages.endBodyTimeUp : messages.endBody)}</p>
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-primary" onClick={() => setConfirming(false)}>
            {intl.formatMessage(messages.endCancel)}
          </button>
          <button type="button" className="btn btn-primary" onClick={confirm} disabled={busy}>
            {intl.formatMessage(messages.endExam)}
          </button>
        </Modal.Footer>
      </Modal>
    </section>
  );
}

import '@/styles/modal.scss';
import checkIcon from 'bootstrap-icons/icons/check-circle.svg?raw';
import Modal from 'react-bootstrap/Modal';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Icon } from '@/components/Icon';
import { usePlatform } from '@/platform/react';
import messages from './messages';
import { pathTo } from '@/app/routeConfig';
import sharedMessages from '@/components/messages';

/**
 * The blocking modal (spec §2 "A blocking modal can show blocked content"; §4 modal lock): over a unit an
 * audit learner can no longer reach because the programme's upgrade deadline has passed. It cannot be
 * dismissed; it says what the verified track would have given and leads to the catalogue or back to the
 * course home. Its own chunk: it shows only in the programme, after its deadline.
 */
export function BlockingModal({ courseId }: { courseId: string }) {
  const intl = useIntl();
  const { config } = usePlatform();
  const benefits = [messages.benefitCertificate, messages.blockingUnlimited, messages.benefitSupport];
  return (
    <Modal
      show
      centered
      backdrop="static"
      keyboard={false}
      aria-labelledby="gate-blocking-title"
      aria-describedby="gate-blocking-subtitle"
    >
      <Modal.Body className="p-4">
        <h2 id="gate-blocking-title" className="h3">
          {intl.formatMessage(messages.blockingTitle)}
        </h2>
        <p id="gate-blocking-subtitle" className="fw-semibold">
          {intl.formatMessage(messages.blockingSubtitle)}
        </p>
        <ul className="list-unstyled">
          {benefits.map((benefit) => (
            <li key={benefit.id} className="d-flex gap-2 mb-2">
              <Icon svg={checkIcon} className="text-success flex-shrink-0 mt-1" />
              <span>{intl.formatMessage(benefit)}</span>
            </li>
          ))}
        </ul>
        <div className="d-flex flex-wrap gap-2 justify-content-end mt-4">
          <Link className="btn btn-outline-primary" to={pathTo('outline', { courseId })}>
            {intl.formatMessage(messages.blockingHome)}
          </Link>
          <a className="btn btn-primary" href={config.SEARCH_CATALOG_URL}>
            {intl.formatMessage(sharedMessages.exploreCourses)}
          </a>
        </div>
      </Modal.Body>
    </Modal>
  );
}

export default BlockingModal;

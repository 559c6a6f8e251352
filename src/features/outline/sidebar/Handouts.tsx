import { useId } from 'react';
import { useIntl } from 'react-intl';
import { LmsHtml } from '@/components/lms-html/LmsHtml';
import messages from '../messages';

/** "Course Handouts" (course-home §2 handouts_html): author HTML, sanitised; hidden when empty. */
export function Handouts({ html }: { html: string }) {
  const intl = useIntl();
  const id = useId();
  if (!html.trim()) return null;
  return (
    <section className="mb-4 handouts" aria-labelledby={id}>
      <h2 className="h5" id={id}>
        {intl.formatMessage(messages.handouts)}
      </h2>
      <LmsHtml html={html} className="small" />
    </section>
  );
}

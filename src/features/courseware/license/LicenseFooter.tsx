import cCircle from 'bootstrap-icons/icons/c-circle.svg?raw';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Icon } from '@/components/Icon';
import { licenseUrl, parseLicense, type CreativeCommonsTerm } from './license';
import messages from './messages';

const TERM_LABELS: Record<CreativeCommonsTerm, MessageDescriptor> = {
  by: messages.termBy,
  nc: messages.termNc,
  nd: messages.termNd,
  sa: messages.termSa,
  zero: messages.termZero,
};

/** The license note under each sequence (spec §5), from the course's license text. */
export function LicenseFooter({ license }: { license: string | null | undefined }) {
  const intl = useIntl();
  const parsed = parseLicense(license);
  if (parsed.kind === 'all-rights-reserved') {
    return (
      <footer className="license-footer text-end my-3">
        <Icon svg={cCircle} className="me-1" />
        {intl.formatMessage(messages.allRightsReserved)}
      </footer>
    );
  }
  const zero = parsed.terms.includes('zero');
  const code = zero ? 'CC0' : parsed.terms.map((term) => term.toUpperCase()).join('-');
  return (
    <footer className="license-footer text-end my-3">
      <a href={licenseUrl(parsed) ?? undefined} rel="license noopener noreferrer" target="_blank">
        <span aria-hidden="true" className="me-1" dir="ltr">
          {intl.formatMessage(messages.licenseCode, { terms: code, version: parsed.version })}
        </span>
        <span className="visually-hidden">
          {intl.formatMessage(messages.licenseName, {
            terms: code,
            version: parsed.version,
            termNames: intl.formatList(parsed.terms.map((term) => intl.formatMessage(TERM_LABELS[term]))),
          })}
        </span>
        {intl.formatMessage(zero ? messages.noRightsReserved : messages.someRightsReserved)}
      </a>
    </footer>
  );
}

/** The footer under a sequence's unit (the courseware's UnitFooter slot): the course's license. */
export function UnitFooter({ course }: { course: { readonly license?: string | null }; sequence?: unknown }) {
  return <LicenseFooter license={course.license} />;
}

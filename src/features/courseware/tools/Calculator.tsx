import '@/styles/card.scss';
import '@/styles/forms.scss';
import calculatorIcon from 'bootstrap-icons/icons/calculator.svg?raw';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '@/components/alerts/Alert';
import { Icon } from '@/components/Icon';
import { useConfig } from '@/platform/react';
import { useCalculateMutation } from './api';
import {
  CALCULATOR_AFFIXES,
  CALCULATOR_CONSTANTS,
  CALCULATOR_FUNCTIONS,
  CALCULATOR_OPERATORS,
} from './calculatorHints';
import messages from './messages';

/** The LMS's answer for text it cannot evaluate (still a 200). */
const INVALID = 'Invalid syntax';

function Hints() {
  const intl = useIntl();
  const config = useConfig();
  const titleId = useId();
  const code = (items: readonly string[]) => (
    <ul className="list-inline mb-2">
      {items.map((item) => (
        <li key={item} className="list-inline-item">
          <code dir="ltr">{item}</code>
        </li>
      ))}
    </ul>
  );
  return (
    <div className="calculator-hints border rounded p-3 mt-3" role="group" aria-labelledby={titleId}>
      <h3 id={titleId} className="h6">
        {intl.formatMessage(messages.hintsTitle)}
      </h3>
      <ul>
        <li>{intl.formatMessage(messages.hintParentheses)}</li>
        <li>{intl.formatMessage(messages.hintSpaces)}</li>
        <li>{intl.formatMessage(messages.hintConstants)}</li>
        <li>{intl.formatMessage(messages.hintAffixes)}</li>
        <li>{intl.formatMessage(messages.hintFunctions)}</li>
      </ul>
      <dl className="mb-0">
        <dt>{intl.formatMessage(messages.hintsConstants)}</dt>
        <dd>{code(CALCULATOR_CONSTANTS)}</dd>
        <dt>{intl.formatMessage(messages.hintsAffixes)}</dt>
        <dd>{code(CALCULATOR_AFFIXES)}</dd>
        <dt>{intl.formatMessage(messages.hintsFunctions)}</dt>
        <dd>{code(CALCULATOR_FUNCTIONS)}</dd>
        <dt>{intl.formatMessage(messages.hintsOperators)}</dt>
        <dd>{code(CALCULATOR_OPERATORS)}</dd>
        <dt>{intl.formatMessage(messages.hintsNumbers)}</dt>
        <dd className="mb-0">{intl.formatMessage(messages.hintNumbers)}</dd>
      </dl>
      {config.SUPPORT_URL_CALCULATOR_MATH && (
        <p className="mt-2 mb-0">
          <a href={config.SUPPORT_URL_CALCULATOR_MATH}>{intl.formatMessage(messages.hintsMore)}</a>
        </p>
      )}
    </div>
  );
}

/**
 * The calculator (courseware contract §9.1): the text is sent as typed to `{lms}/calculate` and the answer
 * shown in a read-only field; the LMS's "Invalid syntax" is shown with a pointer to the hints, and a failed
 * call says so and keeps the last result.
 */
export function Calculator() {
  const intl = useIntl();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [hints, setHints] = useState(false);
  const [equation, setEquation] = useState('');
  const [result, setResult] = useState('');
  const [calculate, { isLoading, isError }] = useCalculateMutation();

  const submit = async (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const answer = await calculate(equation);
    if ('data' in answer && answer.data !== undefined) setResult(answer.data);
  };

  return (
    <>
      <button
        type="button"
        className="btn btn-outline-primary"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen(!open)}
      >
        <Icon svg={calculatorIcon} className="me-2" />
        {intl.formatMessage(messages.calculator)}
      </button>
      {open && (
        <section
          id={`${id}-panel`}
          className="calculator-panel card"
          aria-label={intl.formatMessage(messages.calculatorRegion)}
        >
          <div className="card-body">
            <form className="d-flex flex-wrap gap-2 align-items-end" onSubmit={(event) => void submit(event)}>
              <div className="flex-grow-1">
                <label className="form-label" htmlFor={`${id}-input`}>
                  {intl.formatMessage(messages.calculatorInput)}
                </label>
                <input
                  id={`${id}-input`}
                  className="form-control"
                  dir="ltr"
                  autoComplete="off"
                  spellCheck={false}
                  value={equation}
                  onChange={(event) => setEquation(event.target.value)}
                />
              </div>
              <button type="submit" className="btn btn-primary" disabled={isLoading}>
                {intl.formatMessage(messages.calculatorSubmit)}
              </button>
              <div className="flex-grow-1">
                <label className="form-label" htmlFor={`${id}-output`}>
                  {intl.formatMessage(messages.calculatorOutput)}
                </label>
                <output id={`${id}-output`} className="form-control d-block" dir="ltr" aria-live="polite">
                  {result}
                </output>
              </div>
            </form>
            {isError && (
              <Alert variant="danger" live className="mt-3 mb-0">
                {intl.formatMessage(messages.calculatorFailed)}
              </Alert>
            )}
            {!isError && result === INVALID && (
              <p className="text-danger mt-2 mb-0" role="status">
                {intl.formatMessage(messages.calculatorInvalid)}
              </p>
            )}
            <button
              type="button"
              className="btn btn-link px-0 mt-2"
              aria-expanded={hints}
              aria-controls={`${id}-hints`}
              onClick={() => setHints(!hints)}
            >
              {intl.formatMessage(messages.hints)}
            </button>
            <div id={`${id}-hints`} hidden={!hints}>
              {hints && <Hints />}
            </div>
          </div>
        </section>
      )}
    </>
  );
}

import '@/styles/forms.scss';
import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { LmsError } from '@/lms/baseQuery';
import type { CourseMetadata } from '@/lms/courseMetadata';
import { isRecord } from '@/lms/decode';
import { usePlatform } from '@/platform/react';
import { useGetMasqueradeOptionsQuery, usePostMasqueradeMutation } from './api';
import {
  fallbackMasquerade,
  isActiveOption,
  isSpecificStudentOption,
  masqueradeBody,
  selectedLabel,
  specificStudentBody,
  type MasqueradeAnswer,
} from './masquerade';
import messages from './messages';
import { ToolbarMenu } from './ToolbarMenu';

/** The LMS's reason in a refused or failed answer, when it gave one. */
function serverError(error: unknown): string | null {
  const data = (error as Partial<LmsError> | undefined)?.data;
  if (!isRecord(data)) return null;
  const text = data.error;
  return typeof text === 'string' && text.trim() !== '' ? text : null;
}

/**
 * "View this course as:" (spec §2, §5; courseware contract §8): Staff, Learner, each group, and "Specific
 * Student..." with a username-or-email input sent on Enter. Choosing posts the masquerade; success reloads
 * the page into the new view; a refusal shows the LMS's reason, or the generic error, through `onError`.
 */
export function MasqueradeWidget({
  metadata,
  errorId,
  hasError,
  onError,
}: {
  metadata: CourseMetadata;
  /** The toolbar's error message, which describes the username input while it is shown. */
  errorId: string;
  hasError: boolean;
  onError: (message: string | null) => void;
}) {
  const intl = useIntl();
  const { navigation, user } = usePlatform();
  const courseId = metadata.id;
  const labelId = useId();
  const inputId = useId();
  const { data, isLoading } = useGetMasqueradeOptionsQuery(courseId);
  const [post, { isLoading: isPosting }] = usePostMasqueradeMutation();

  const loaded = data?.kind === 'options' ? data : null;
  const { active, available } =
    loaded ??
    fallbackMasquerade({
      isMasquerading: metadata.isMasquerading,
      effectiveUsername: metadata.username,
      signedInUsername: user?.username ?? null,
      names: {
        staff: intl.formatMessage(messages.staff),
        learner: intl.formatMessage(messages.learner),
        specificStudent: intl.formatMessage(messages.specificStudent),
      },
    });
  const label = selectedLabel(active);

  // The input shows while the active view is a specific learner, or once "Specific Student..." is chosen.
  const [inputChosen, setInputChosen] = useState(false);
  const showInput = inputChosen || label.kind === 'specific-student';
  const input = useRef<HTMLInputElement | null>(null);
  // Choosing "Specific Student..." moves focus into the input (once it is on the page).
  const focusOnMount = useRef(false);
  const inputRef = (element: HTMLInputElement | null) => {
    input.current = element;
    if (element && focusOnMount.current) {
      focusOnMount.current = false;
      element.focus();
    }
  };

  // Whether the toolbar's error is about what was typed (the input is then marked invalid).
  const [inputFailed, setInputFailed] = useState(false);

  const send = async (body: Record<string, unknown>, fromInput: boolean) => {
    onError(null);
    setInputFailed(false);
    const fail = (message: string) => {
      onError(message);
      setInputFailed(fromInput);
    };
    let answer: MasqueradeAnswer;
    try {
      answer = await post({ courseId, body }).unwrap();
    } catch (error) {
      fail(serverError(error) ?? intl.formatMessage(messages.genericError));
      return;
    }
    if (answer.success) navigation.reload();
    else fail(answer.error ?? intl.formatMessage(messages.genericError));
  };

  const choose = (key: string) => {
    const option = available[Number(key)];
    if (!option || isPosting) return;
    if (isSpecificStudentOption(option)) {
      setInputChosen(true);
      if (input.current) input.current.focus();
      else focusOnMount.current = true;
      return;
    }
    if (isActiveOption(option, active)) {
      // The view in effect already: nothing to send (and an open username input closes again).
      setInputChosen(false);
      return;
    }
    void send(masqueradeBody(option), false);
  };

  const toggleText = showInput
    ? intl.formatMessage(messages.specificStudent)
    : label.kind === 'group'
      ? label.name
      : intl.formatMessage(label.kind === 'learner' ? messages.learner : messages.staff);

  return (
    <div className="d-flex flex-wrap align-items-center gap-2 masquerade-widget" aria-busy={isPosting}>
      <span id={labelId}>{intl.formatMessage(messages.viewCourseAs)}</span>
      <ToolbarMenu
        labelId={labelId}
        toggle={toggleText}
        busy={isLoading || isPosting}
        choices={available.map((option, index) => ({
          key: String(index),
          label: option.name,
          current: isActiveOption(option, active),
        }))}
        onChoose={choose}
      />
      {showInput && (
        <form
          className="d-flex flex-wrap align-items-center gap-2 masquerade-user"
          onSubmit={(event) => {
            event.preventDefault();
            if (isPosting) return;
            // Sent exactly as typed (spec §5): the LMS matches usernames and email addresses itself.
            void send(specificStudentBody(input.current?.value ?? ''), true);
          }}
        >
          <label htmlFor={inputId} className="mb-0">
            {intl.formatMessage(messages.userNameLabel)}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            type="text"
            dir="auto"
            className="form-control form-control-sm"
            aria-label={intl.formatMessage(messages.userNameInput)}
            aria-describedby={hasError && inputFailed ? errorId : undefined}
            aria-invalid={(hasError && inputFailed) || undefined}
            defaultValue={label.kind === 'specific-student' ? label.userName : ''}
            key={label.kind === 'specific-student' ? label.userName : ''}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            enterKeyHint="go"
          />
        </form>
      )}
    </div>
  );
}

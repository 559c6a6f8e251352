import { useLayoutEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Checkpoint } from './Checkpoint';
import { findAnchor } from './dom';
import messages from './messages';
import { presentSteps } from './rules';
import type { TourStep } from './steps';

export interface TourProps {
  steps: readonly TourStep[];
  /** "Okay" on the last step. */
  onFinish: () => void;
  /** "Dismiss" before the last step. */
  onDismiss: () => void;
  /** Escape on any step. */
  onEscape: () => void;
  /** None of the steps' anchors is on the page: nothing shows, and the tour has not been seen. */
  onNothingToShow: () => void;
  placeKey?: unknown;
}

/**
 * A tour: its steps whose anchors are on the page when it starts, one after another ("Next"), the last
 * one ended with "Okay"; "Dismiss" leaves before the end. A step whose anchor has gone by the time it is
 * reached (the page changed under the tour) is passed over.
 */
export function Tour({ steps, onFinish, onDismiss, onEscape, onNothingToShow, placeKey }: TourProps) {
  const intl = useIntl();
  const [shown, setShown] = useState<TourStep[] | null>(null);
  const [index, setIndex] = useState(0);

  // The steps are chosen once, when the tour starts, from the page as it is after this commit (a step may
  // point at something rendered in the same commit, such as "Launch tour"), before the browser paints.
  useLayoutEffect(() => {
    const present = presentSteps(steps, (selector) => findAnchor(selector) !== null);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- measured from the DOM, as React's docs measure a tooltip
    if (present.length) setShown(present);
    else onNothingToShow();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!shown) return null;
  const step = shown[index];
  if (!step) return null;
  const last = index === shown.length - 1;
  const advance = () => {
    // Passes over steps whose anchor has gone since the tour started.
    const onPage = (selector: string) => findAnchor(selector) !== null;
    const next = shown.findIndex(
      (candidate, at) => at > index && presentSteps([candidate], onPage).length > 0,
    );
    if (next >= 0) setIndex(next);
    else onFinish();
  };
  return (
    <Checkpoint
      key={step.key}
      anchor={step.anchor}
      side={step.side}
      title={step.title ? intl.formatMessage(step.title) : null}
      body={intl.formatMessage(step.body)}
      count={
        shown.length > 1
          ? intl.formatMessage(messages.stepCount, { step: index + 1, count: shown.length })
          : null
      }
      primaryLabel={intl.formatMessage(last ? messages.okay : messages.next)}
      onPrimary={last ? onFinish : advance}
      dismissLabel={last ? null : intl.formatMessage(messages.dismiss)}
      onDismiss={onDismiss}
      onEscape={onEscape}
      placeKey={placeKey}
    />
  );
}

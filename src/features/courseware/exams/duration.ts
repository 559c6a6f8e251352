import type { IntlShape } from 'react-intl';
import { splitMinutes } from './countdown';
import messages from './messages';

type Formatter = Pick<IntlShape, 'formatNumber' | 'formatList' | 'formatMessage'>;

/** "45 minutes", "1 hour", "1 hour and 30 minutes" in the UI language (Intl units and lists). */
export function formatMinutes(intl: Formatter, totalMinutes: number): string {
  const { hours, minutes } = splitMinutes(totalMinutes);
  const unit = (value: number, name: 'hour' | 'minute') =>
    intl.formatNumber(value, { style: 'unit', unit: name, unitDisplay: 'long' });
  if (hours === 0) return unit(minutes, 'minute');
  if (minutes === 0) return unit(hours, 'hour');
  return intl.formatList([unit(hours, 'hour'), unit(minutes, 'minute')], { type: 'conjunction' });
}

/** The time left, for screen readers: whole minutes, or "less than a minute". */
export function formatTimeLeft(intl: Formatter, seconds: number): string {
  if (seconds < 60) return intl.formatMessage(messages.lessThanAMinute);
  return formatMinutes(intl, Math.floor(seconds / 60));
}

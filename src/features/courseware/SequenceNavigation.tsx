import bookIcon from 'bootstrap-icons/icons/book.svg?raw';
import bookmarkFill from 'bootstrap-icons/icons/bookmark-fill.svg?raw';
import checkCircle from 'bootstrap-icons/icons/check-circle-fill.svg?raw';
import chevronLeft from 'bootstrap-icons/icons/chevron-left.svg?raw';
import chevronRight from 'bootstrap-icons/icons/chevron-right.svg?raw';
import listCheck from 'bootstrap-icons/icons/list-check.svg?raw';
import lockFill from 'bootstrap-icons/icons/lock-fill.svg?raw';
import pencil from 'bootstrap-icons/icons/pencil-square.svg?raw';
import video from 'bootstrap-icons/icons/play-btn.svg?raw';
import { skipToken } from '@reduxjs/toolkit/query';
import { useId, type MouseEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { DisclosureMenu, MenuLink } from '@/components/DisclosureMenu';
import { Icon } from '@/components/Icon';
import { PluginSlot } from '@/components/plugin-slot/PluginSlot';
import { useGetCoursewareQuery } from '@/lms/courseware/api';
import type { Sequence, Unit, UnitContentType } from '@/lms/courseware/types';
import { usePlatform } from '@/platform/react';
import { startUnitFrame } from './framePool';
import { unitGate } from './gates/rules';
import { useBlockedUnitIds } from './gates/useAuditLock';
import messages from './messages';
import { coursewarePath, type EndButton } from './pathRules';
import effortMessages from '@/components/effortMessages';

const TYPE_ICONS: Record<UnitContentType, string> = {
  video,
  problem: pencil,
  other: bookIcon,
  vertical: listCheck,
  lock: lockFill,
};

export type Placement = 'top' | 'bottom';

/** A previous or next control: a link when it goes somewhere, a disabled button otherwise. */
export interface NavControl {
  readonly to: string | null;
  /** For the last unit: the label by exit state (and disabled in state 0). */
  readonly end?: EndButton;
  /** The next sequence's title and effort, for the bottom Next Up button. */
  readonly nextUp?: { title: string; minutes: number | null; activities: number | null } | null;
  readonly onClick: (placement: Placement) => void;
  /** The unit it goes to when that unit is in the sequence shown (its frame can start at the click). */
  readonly unitId?: string | null;
}

/** A plain click in this tab, which React Router's Link follows itself (no modifier, main button). */
function followedClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const { target } = event.currentTarget;
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
    (!target || target === '_self')
  );
}

/**
 * The top Next's slot, next_unit_top_nav_trigger, around it: given the sequence, what a click does and
 * whether it sits beside the unit's title (`isAtTop`, today's layout).
 */
interface NextTrigger {
  readonly sequenceId: string;
  readonly onClickHandler: () => void;
  readonly isAtTop?: boolean;
}

function NavButton({
  control,
  direction,
  placement,
  onFollow,
  trigger,
}: {
  control: NavControl;
  direction: 'previous' | 'next';
  placement: Placement;
  /** A followed click on it (the unit frame's head start). */
  onFollow?: (event: MouseEvent<HTMLAnchorElement>) => void;
  trigger?: NextTrigger;
}) {
  const intl = useIntl();
  const isNext = direction === 'next';
  const end = isNext ? control.end : undefined;
  const label = !isNext
    ? intl.formatMessage(messages.previous)
    : end?.label === 'complete'
      ? intl.formatMessage(messages.completeCourse)
      : end?.label === 'endOfCourse'
        ? intl.formatMessage(messages.endOfCourse)
        : placement === 'bottom' && control.nextUp
          ? intl.formatMessage(messages.nextUp, { title: control.nextUp.title })
          : intl.formatMessage(messages.next);
  // The parts joined as the learner's language lists them ("10 minutes, 3 activities"; Arabic's "و").
  const effort =
    isNext && placement === 'bottom' && control.nextUp
      ? intl.formatList(
          [
            control.nextUp.minutes !== null
              ? intl.formatMessage(effortMessages.effortMinutes, { minutes: control.nextUp.minutes })
              : null,
            control.nextUp.activities !== null
              ? intl.formatMessage(messages.effortActivities, { count: control.nextUp.activities })
              : null,
          ].filter((part): part is string => part !== null),
          { type: 'unit', style: 'short' },
        )
      : '';
  const content = (
    <>
      {!isNext && <Icon svg={chevronLeft} flipInRtl className="me-1" />}
      <span className={placement === 'top' ? 'nav-label' : undefined}>{label}</span>
      {effort && <span className="d-block small fw-normal">{effort}</span>}
      {isNext && <Icon svg={chevronRight} flipInRtl className="ms-1" />}
    </>
  );
  const className = `btn ${placement === 'bottom' ? 'btn-outline-primary' : 'btn-link'} sequence-nav-button ${direction}-button`;
  const disabled = control.to === null || end?.disabled === true;
  const button = disabled ? (
    <button type="button" className={className} disabled aria-label={placement === 'top' ? label : undefined}>
      {content}
    </button>
  ) : (
    <Link
      to={control.to}
      className={className}
      aria-label={placement === 'top' ? label : undefined}
      onClick={(event) => {
        control.onClick(placement);
        onFollow?.(event);
      }}
    >
      {content}
    </Link>
  );
  if (!trigger) return button;
  // Upstream's props of the slot (NextUnitTopNavTriggerSlot): this is its horizontal navigation's Next.
  return (
    <PluginSlot
      id="org.openedx.frontend.learning.next_unit_top_nav_trigger.v1"
      idAliases={['next_unit_top_nav_trigger_slot']}
      pluginProps={{
        disabled,
        buttonText: label,
        nextLink: control.to,
        variant: 'link',
        buttonStyle: className,
        isAtTop: false,
        ...trigger,
      }}
    >
      {button}
    </PluginSlot>
  );
}

type StartUnit = (event: MouseEvent<HTMLAnchorElement>, unitId: string | null | undefined) => void;

/**
 * One placement's Previous and Next, and what stands between them (the top navigation's unit tabs): a
 * followed click on either gives the unit it goes to its frame's head start (`startUnit`); `trigger` is the
 * top Next's slot (NavButton).
 */
function PreviousNext({
  previous,
  next,
  placement,
  startUnit,
  trigger,
  children,
}: {
  previous: NavControl;
  next: NavControl;
  placement: Placement;
  startUnit: StartUnit;
  trigger?: NextTrigger;
  children?: ReactNode;
}) {
  return (
    <>
      <NavButton
        control={previous}
        direction="previous"
        placement={placement}
        onFollow={(event) => startUnit(event, previous.unitId)}
      />
      {children}
      <NavButton
        control={next}
        direction="next"
        placement={placement}
        onFollow={(event) => startUnit(event, next.unitId)}
        trigger={trigger}
      />
    </>
  );
}

/**
 * Upstream's navigation handlers, for the slots' pluginProps: each does what a click on its control does
 * (its bookkeeping, then the move); `onNavigate` goes to a unit of the sequence as its tab does.
 */
function useSlotHandlers(
  sequence: Sequence,
  previous: NavControl,
  next: NavControl,
  placement: Placement,
  onSelectUnit?: (unitId: string) => void,
) {
  const navigate = useNavigate();
  const { courseId = '' } = useParams();
  const go = (control: NavControl) => () => {
    control.onClick(placement);
    if (control.to) void navigate(control.to);
  };
  return {
    sequenceId: sequence.id,
    previousHandler: go(previous),
    nextHandler: go(next),
    onNavigate: (unitId: string) => {
      onSelectUnit?.(unitId);
      void navigate(coursewarePath(courseId, sequence.id, unitId));
    },
  };
}

/**
 * One unit's tab: its content type's icon, or the lock when an audit lock blocks its content (spec §4 "the
 * lock unit tab"); the completion and bookmark marks. The tab is named by the unit's title; the lock and
 * the marks are said after it (its description).
 */
export function UnitTab({
  unit,
  active,
  showCompletion,
  locked = false,
  to,
  onSelect,
}: {
  unit: Unit;
  active: boolean;
  showCompletion: boolean;
  /** An audit lock blocks the unit's content (the verified lock): the lock replaces the type's icon. */
  locked?: boolean;
  to: string;
  onSelect: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const intl = useIntl();
  const describedBy = useId();
  const complete = showCompletion && unit.complete;
  const marks = [
    locked ? intl.formatMessage(messages.lockedMark) : null,
    complete ? intl.formatMessage(messages.completed) : null,
    unit.bookmarked ? intl.formatMessage(messages.bookmarked) : null,
  ].filter(Boolean);
  return (
    <li className="unit-tab-item">
      <Link
        to={to}
        className={`unit-tab${active ? ' active' : ''}${complete ? ' complete' : ''}${locked ? ' locked' : ''}`}
        aria-label={unit.title}
        aria-current={active ? 'page' : undefined}
        aria-describedby={marks.length ? describedBy : undefined}
        title={unit.title}
        data-unit-id={unit.id}
        onClick={onSelect}
      >
        <Icon svg={locked ? lockFill : TYPE_ICONS[unit.contentType]} size="1.125rem" />
        {complete && <Icon svg={checkCircle} className="unit-tab-mark complete-mark" size="0.75rem" />}
        {unit.bookmarked && (
          <Icon svg={bookmarkFill} className="unit-tab-mark bookmark-mark" size="0.75rem" />
        )}
        {marks.length > 0 && (
          <span id={describedBy} hidden>
            {intl.formatList(marks, { type: 'unit', style: 'short' })}
          </span>
        )}
      </Link>
    </li>
  );
}

/**
 * The units an audit lock blocks (the course record that decides it is the page's: the courseware cache,
 * read by the route's course id), and the head start of a followed click on a control that goes to another
 * unit of this sequence (issue 19): that unit's frame gets its address in the click, before React renders
 * the unit (framePool.ts). Not for a gated sequence or a blocked unit, whose page shows a lock instead.
 */
function useUnitHeadStart(sequence: Sequence, units: readonly Unit[], activeUnitId: string | null) {
  const { courseId } = useParams();
  const course = useGetCoursewareQuery(courseId ?? skipToken).data?.course ?? null;
  const blocked = useBlockedUnitIds(course, sequence, units);
  const { user } = usePlatform();
  const gated = sequence.gatedContent.gated;
  const startUnit: StartUnit = (event, unitId) => {
    if (
      !unitId ||
      !course ||
      gated ||
      unitId === activeUnitId ||
      blocked.has(unitId) ||
      !followedClick(event)
    ) {
      return;
    }
    const unit = units.find((entry) => entry.id === unitId);
    // The frame shows where no gate stands in its place (gates/Gates.tsx UnitGate: a gate, or an audit lock
    // that blocks the content, as `blocked` says); the enrolment notices of staff and visitors sit above it.
    if (!unit || unitGate({ course, sequence, unit, signedIn: user !== null }) !== null) return;
    startUnitFrame(unit.id, unit.title);
  };
  return { blocked, startUnit };
}

/**
 * The sequence's top navigation: previous, one tab per unit (or the lock tab of a gated sequence) at
 * tablet width and up, the "n of total" unit menu below it, and next. Units an audit lock blocks show the
 * lock in their tab and in the menu; the course record that decides it is the page's (the courseware
 * cache, read here by the route's course id).
 */
export function SequenceNavigation({
  sequence,
  units,
  activeUnitId,
  unitPath,
  onSelectUnit,
  previous,
  next,
  empty,
}: {
  sequence: Sequence;
  units: readonly Unit[];
  activeUnitId: string | null;
  unitPath: (unitId: string) => string;
  onSelectUnit: (unitId: string) => void;
  previous: NavControl;
  next: NavControl;
  /** Today's layout: the slot alone, empty unless an operator inserts into it (as upstream's). */
  empty?: boolean;
}) {
  const intl = useIntl();
  const activeIndex = units.findIndex((unit) => unit.id === activeUnitId);
  const gated = sequence.gatedContent.gated;
  const { blocked, startUnit } = useUnitHeadStart(sequence, units, activeUnitId);
  /** A unit tab or menu item chosen: the page's own bookkeeping, then the frame's head start. */
  const selectUnit = (event: MouseEvent<HTMLAnchorElement>, unitId: string) => {
    onSelectUnit(unitId);
    startUnit(event, unitId);
  };
  const handlers = useSlotHandlers(sequence, previous, next, 'top', onSelectUnit);
  return (
    <PluginSlot
      id="org.openedx.frontend.learning.sequence_navigation.v1"
      slotOptions={{ mergeProps: true }}
      pluginProps={{ ...handlers, unitId: activeUnitId }}
    >
      {!empty && (
        <nav aria-label={intl.formatMessage(messages.sequenceNav)} className="sequence-navigation">
          <PreviousNext
            previous={previous}
            next={next}
            placement="top"
            startUnit={startUnit}
            trigger={{ sequenceId: sequence.id, onClickHandler: handlers.nextHandler }}
          >
            <div className="unit-tabs-wrapper">
              {gated ? (
                <ul className="unit-tabs" aria-label={intl.formatMessage(messages.units)}>
                  <li className="unit-tab-item">
                    <span
                      className="unit-tab active"
                      role="img"
                      aria-label={intl.formatMessage(messages.locked)}
                    >
                      <Icon svg={lockFill} size="1.125rem" />
                    </span>
                  </li>
                </ul>
              ) : (
                <>
                  <ul className="unit-tabs d-none d-md-flex" aria-label={intl.formatMessage(messages.units)}>
                    {units.map((unit) => (
                      <UnitTab
                        key={unit.id}
                        unit={unit}
                        active={unit.id === activeUnitId}
                        showCompletion={sequence.showCompletion}
                        locked={blocked.has(unit.id)}
                        to={unitPath(unit.id)}
                        onSelect={(event) => selectUnit(event, unit.id)}
                      />
                    ))}
                  </ul>
                  {units.length > 0 && (
                    <div className="unit-menu d-md-none">
                      <DisclosureMenu
                        label={intl.formatMessage(messages.unitMenu, {
                          current: activeIndex + 1,
                          total: units.length,
                        })}
                        ariaLabel={intl.formatMessage(messages.unitMenuLabel, {
                          current: activeIndex + 1,
                          total: units.length,
                        })}
                        toggleClassName="btn btn-outline-primary dropdown-toggle"
                        align="start"
                      >
                        {units.map((unit, index) => (
                          <MenuLink
                            key={unit.id}
                            to={unitPath(unit.id)}
                            active={unit.id === activeUnitId}
                            onSelect={(event) => selectUnit(event, unit.id)}
                          >
                            <span>
                              {intl.formatMessage(messages.unitMenuItem, {
                                number: index + 1,
                                title: unit.title,
                              })}
                              {blocked.has(unit.id) && (
                                <>
                                  {' '}
                                  <Icon svg={lockFill} className="unit-menu-lock" />
                                  <span className="visually-hidden">
                                    {intl.formatMessage(messages.lockedMark)}
                                  </span>
                                </>
                              )}
                              {sequence.showCompletion && unit.complete && (
                                <>
                                  {' '}
                                  <Icon svg={checkCircle} className="text-success" />
                                  <span className="visually-hidden">
                                    {intl.formatMessage(messages.completed)}
                                  </span>
                                </>
                              )}
                            </span>
                          </MenuLink>
                        ))}
                      </DisclosureMenu>
                    </div>
                  )}
                </>
              )}
            </div>
          </PreviousNext>
        </nav>
      )}
    </PluginSlot>
  );
}

/**
 * Today's layout (decision 0023): Previous and Next beside the unit's title, as upstream's UnitNavigation
 * at top; Next inside next_unit_top_nav_trigger with `isAtTop`.
 */
export function UnitNavigation({
  sequence,
  units,
  activeUnitId,
  previous,
  next,
}: {
  sequence: Sequence;
  units: readonly Unit[];
  activeUnitId: string | null;
  previous: NavControl;
  next: NavControl;
}) {
  const { startUnit } = useUnitHeadStart(sequence, units, activeUnitId);
  const { nextHandler } = useSlotHandlers(sequence, previous, next, 'top');
  return (
    <div className="top-unit-navigation">
      <PreviousNext
        previous={previous}
        next={next}
        placement="top"
        startUnit={startUnit}
        trigger={{ sequenceId: sequence.id, onClickHandler: nextHandler, isAtTop: true }}
      />
    </div>
  );
}

/** Previous and next below the unit; next names the next sequence on a sequence's last unit. */
export function BottomNavigation({
  sequence,
  units,
  activeUnitId,
  previous,
  next,
}: {
  sequence: Sequence;
  units: readonly Unit[];
  activeUnitId: string;
  previous: NavControl;
  next: NavControl;
}) {
  const intl = useIntl();
  const { startUnit } = useUnitHeadStart(sequence, units, activeUnitId);
  const { courseId } = useParams();
  const { previousHandler, nextHandler, ...handlers } = useSlotHandlers(sequence, previous, next, 'bottom');
  return (
    <PluginSlot
      id="org.openedx.frontend.learning.sequence_bottom_navigation.v1"
      slotOptions={{ mergeProps: true }}
      pluginProps={{
        ...handlers,
        courseId,
        unitId: activeUnitId,
        onClickNext: nextHandler,
        onClickPrevious: previousHandler,
      }}
    >
      <nav aria-label={intl.formatMessage(messages.bottomNav)} className="bottom-navigation">
        <PreviousNext previous={previous} next={next} placement="bottom" startUnit={startUnit} />
      </nav>
    </PluginSlot>
  );
}

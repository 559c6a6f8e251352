import '@/styles/close.scss';
import '@/styles/modal.scss';
import './courseOutlineSidebar.scss';
import bookIcon from 'bootstrap-icons/icons/book.svg?raw';
import checkCircle from 'bootstrap-icons/icons/check-circle-fill.svg?raw';
import chevronDown from 'bootstrap-icons/icons/chevron-down.svg?raw';
import circle from 'bootstrap-icons/icons/circle.svg?raw';
import circleHalf from 'bootstrap-icons/icons/circle-half.svg?raw';
import sidebarIcon from 'bootstrap-icons/icons/layout-sidebar-inset.svg?raw';
import lockFill from 'bootstrap-icons/icons/lock-fill.svg?raw';
import pencil from 'bootstrap-icons/icons/pencil-square.svg?raw';
import video from 'bootstrap-icons/icons/play-btn.svg?raw';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Icon } from '@/components/Icon';
import { PluginSlot } from '@/components/plugin-slot/PluginSlot';
import { LoadingSpinner } from '@/components/Spinner';
import {
  navigationFromOutline,
  withShownSequence,
  type CompletionStat,
  type SidebarOutline,
  type SidebarUnitIcon,
} from '@/lms/courseware/sidebarOutline';
import { useGetCourseNavigationQuery } from '@/lms/courseware/navigationApi';
import type { CoursewareOutline, SequenceData } from '@/lms/courseware/types';
import { coursewarePath } from '../../pathRules';
import messages from './messages';
import outlineMessages from '@/components/outlineMessages';
import sharedMessages from '@/components/messages';

const UNIT_ICONS: Record<SidebarUnitIcon, string> = { video, problem: pencil, other: bookIcon };

export interface CoursewareOutlineSidebarProps {
  courseId: string;
  /** The courseware's blocks outline (null while it loads): the fallback on an LMS without the call. */
  outline: CoursewareOutline | null;
  sectionId: string | null;
  sequenceId: string | null;
  unitId: string | null;
  isStaff: boolean;
  /** The answer of the sequence shown: its units' completion is newer than the navigation call's. */
  shown: SequenceData | null;
  /** What a unit tab does on choosing a unit of the sequence shown (CoursewarePage's controls). */
  onSelectUnit: (unitId: string) => void;
}

/** Where the sidebar is and whether it is open: the courseware's one current panel decides (../panels.ts). */
export interface OutlinePlacement {
  /** The outline is the open panel. */
  open: boolean;
  /** There is room for it beside the sequence (the lg breakpoint); narrower, it is a full-screen dialog. */
  beside: boolean;
  /** The learner opens or closes it (its trigger, its collapse or close button, a unit chosen on a phone). */
  onOpenChange: (open: boolean) => void;
}

/**
 * The sidebar's outline: the navigation call's (with the shown sequence's newer completion), else, on an
 * LMS without the call (404) or when it fails (an error, a malformed answer: logged by the base query),
 * the one built from the blocks outline. Null while they load.
 */
function useSidebarOutline(
  courseId: string,
  outline: CoursewareOutline | null,
  shown: SequenceData | null,
): SidebarOutline | null {
  const navigation = useGetCourseNavigationQuery(courseId);
  const fallback = navigation.isError || navigation.data === null;
  // Another sequence shown: the counts of the sections and sequences left behind may have changed (the
  // sequence shown keeps its own, withShownSequence), so the answer is asked again, once a sequence.
  const sequenceShown = shown?.sequence.id ?? null;
  const lastSequence = useRef(sequenceShown);
  const { refetch, isUninitialized } = navigation;
  useEffect(() => {
    if (sequenceShown === null || sequenceShown === lastSequence.current) return;
    lastSequence.current = sequenceShown;
    if (!isUninitialized) void refetch();
  }, [sequenceShown, refetch, isUninitialized]);
  return useMemo(() => {
    if (navigation.data) return withShownSequence(navigation.data, shown);
    if (!fallback) return null;
    return outline ? navigationFromOutline(outline, shown) : null;
  }, [navigation.data, fallback, outline, shown]);
}

function CompletionIcon({ completionStat }: { completionStat: CompletionStat | null }) {
  const { completed = 0, total = 0 } = completionStat ?? {};
  if (total > 0 && completed >= total) return <Icon svg={checkCircle} className="text-success" />;
  if (completed > 0) return <Icon svg={circleHalf} className="text-primary" />;
  return <Icon svg={circle} className="text-muted" />;
}

function CompletionIconSlot(props: {
  completionStat: CompletionStat | null;
  active: boolean;
  variant: 'section' | 'sequence';
}) {
  const { completionStat } = props;
  return (
    <PluginSlot
      id="org.openedx.frontend.learning.course_outline_sidebar_completion_icon.v1"
      pluginProps={{
        completionStat: { completed: completionStat?.completed ?? 0, total: completionStat?.total ?? 0 },
        enabled: completionStat !== null,
        active: props.active,
        variant: props.variant,
      }}
    >
      <CompletionIcon completionStat={completionStat} />
    </PluginSlot>
  );
}

/** The words after a section's or subsection's title: complete or not, and the count when known. */
function CompletionText({
  complete,
  completionStat,
  variant,
}: {
  complete: boolean;
  completionStat: CompletionStat | null;
  variant: 'section' | 'sequence';
}) {
  const intl = useIntl();
  if (!completionStat) return null;
  const word =
    variant === 'section'
      ? complete
        ? outlineMessages.completedSection
        : outlineMessages.incompleteSection
      : complete
        ? outlineMessages.completedSequence
        : outlineMessages.incompleteSequence;
  return (
    <>
      <span className="visually-hidden outline-sidebar-sr-after">{intl.formatMessage(word)}</span>
      <span className="visually-hidden outline-sidebar-sr-after">
        {intl.formatMessage(messages.completionCount, { ...completionStat })}
      </span>
      <span className="outline-sidebar-count" aria-hidden="true">
        {intl.formatMessage(messages.countShort, { ...completionStat })}
      </span>
    </>
  );
}

/** What a section's or subsection's toggle shows: its completion icon, title, completion words, chevron. */
function ToggleRowContent({
  node,
  active,
  variant,
  children,
}: {
  node: { complete: boolean; completionStat: CompletionStat | null };
  active: boolean;
  variant: 'section' | 'sequence';
  children: ReactNode;
}) {
  return (
    <>
      <CompletionIconSlot completionStat={node.completionStat} active={active} variant={variant} />
      <span className="outline-sidebar-title">{children}</span>
      <CompletionText complete={node.complete} completionStat={node.completionStat} variant={variant} />
      <Icon svg={chevronDown} className="outline-sidebar-chevron" />
    </>
  );
}

function Heading({
  headingId,
  onToggle,
  onClose,
}: {
  headingId: string;
  onToggle?: () => void;
  onClose?: () => void;
}) {
  const intl = useIntl();
  return (
    <PluginSlot
      id="org.openedx.frontend.learning.course_outline_sidebar_heading.v1"
      pluginProps={{ onToggleCollapse: onToggle, isDisplaySequenceLevel: false, backButton: undefined }}
    >
      <div className="outline-sidebar-heading">
        <h2 id={headingId} className="h5 mb-0">
          {intl.formatMessage(outlineMessages.courseOutline)}
        </h2>
        {onToggle && (
          <button
            type="button"
            className="btn btn-link outline-sidebar-toggle"
            aria-expanded="true"
            aria-label={intl.formatMessage(messages.toggle)}
            title={intl.formatMessage(messages.toggle)}
            onClick={onToggle}
          >
            <Icon svg={sidebarIcon} size="1.25rem" flipInRtl />
          </button>
        )}
        {onClose && (
          <button
            type="button"
            className="btn-close outline-sidebar-close"
            aria-label={intl.formatMessage(messages.close)}
            onClick={onClose}
          />
        )}
      </div>
    </PluginSlot>
  );
}

/** The sections, subsections and units, the current ones expanded and marked. */
function OutlineTree({
  model,
  courseId,
  sequenceId,
  unitId,
  onChooseUnit,
}: {
  model: SidebarOutline;
  courseId: string;
  sequenceId: string | null;
  unitId: string | null;
  onChooseUnit: (sequenceId: string, unitId: string | null) => void;
}) {
  const intl = useIntl();
  const treeId = useId();
  const currentSection = sequenceId ? model.sequences[sequenceId]?.sectionId : undefined;
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(
    () => new Set([currentSection, sequenceId].filter((id): id is string => Boolean(id))),
  );
  // A move to another sequence opens it and its section (the learner's other choices stay).
  const [openedFor, setOpenedFor] = useState(sequenceId);
  if (openedFor !== sequenceId) {
    setOpenedFor(sequenceId);
    const add = [currentSection, sequenceId].filter((id): id is string => Boolean(id));
    setExpanded((open) => new Set([...open, ...add]));
  }
  const toggle = (id: string) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const completionKnown = (id: string) =>
    model.source === 'navigation' || model.sequences[id]?.completionStat !== null;

  return (
    <ol className="outline-sidebar-sections list-unstyled mb-0">
      {model.sectionIds.map((id) => {
        const section = model.sections[id];
        if (!section) return null;
        const open = expanded.has(id);
        const listId = `${treeId}-${id}`;
        return (
          <li key={id} className={`outline-sidebar-section${id === currentSection ? ' current' : ''}`}>
            <button
              type="button"
              className="outline-sidebar-row outline-sidebar-section-button"
              aria-expanded={open}
              aria-controls={open ? listId : undefined}
              onClick={() => toggle(id)}
            >
              <ToggleRowContent node={section} active={id === currentSection} variant="section">
                {section.title}
              </ToggleRowContent>
            </button>
            {/* Only what is open is rendered: a large course has thousands of units, and every move
                renders the sidebar again. */}
            {open && (
              <ol id={listId} className="list-unstyled mb-0">
                {section.sequenceIds.map((qid) => {
                  const sequence = model.sequences[qid];
                  if (!sequence) return null;
                  const qOpen = expanded.has(qid);
                  const unitsId = `${treeId}-${qid}`;
                  const current = qid === sequenceId;
                  // A subsection the learner cannot open yet: no units (as its page, which shows the lock
                  // and no unit), a link to that page, which says what opens it.
                  if (sequence.locked) {
                    return (
                      <li key={qid} className={`outline-sidebar-sequence${current ? ' current' : ''}`}>
                        <Link
                          to={coursewarePath(courseId, qid)}
                          className="outline-sidebar-row outline-sidebar-sequence-button"
                          aria-current={current ? 'page' : undefined}
                          onClick={() => onChooseUnit(qid, null)}
                        >
                          <CompletionIconSlot
                            completionStat={sequence.completionStat}
                            active={current}
                            variant="sequence"
                          />
                          <span className="outline-sidebar-title">{sequence.title}</span>
                          <span className="outline-sidebar-locked badge text-bg-light">
                            <Icon svg={lockFill} className="me-1" />
                            {intl.formatMessage(messages.locked)}
                          </span>
                        </Link>
                      </li>
                    );
                  }
                  return (
                    <li key={qid} className={`outline-sidebar-sequence${current ? ' current' : ''}`}>
                      <button
                        type="button"
                        className="outline-sidebar-row outline-sidebar-sequence-button"
                        aria-expanded={qOpen}
                        aria-controls={qOpen ? unitsId : undefined}
                        onClick={() => toggle(qid)}
                      >
                        <ToggleRowContent node={sequence} active={current} variant="sequence">
                          {sequence.title}
                          {sequence.specialExamInfo && (
                            <span className="d-block small text-muted">{sequence.specialExamInfo}</span>
                          )}
                        </ToggleRowContent>
                      </button>
                      {qOpen && (
                        <ol id={unitsId} className="list-unstyled mb-0">
                          {sequence.unitIds.map((uid) => {
                            const unit = model.units[uid];
                            if (!unit) return null;
                            const active = current && uid === unitId;
                            const known = completionKnown(qid);
                            const complete = known && unit.complete;
                            const icon = (
                              <Icon
                                svg={UNIT_ICONS[unit.icon]}
                                className={complete ? 'text-success' : 'text-muted'}
                              />
                            );
                            return (
                              <li key={uid} className={`outline-sidebar-unit${active ? ' current' : ''}`}>
                                <Link
                                  to={coursewarePath(courseId, qid, uid)}
                                  className="outline-sidebar-row outline-sidebar-unit-link"
                                  aria-current={active ? 'page' : undefined}
                                  onClick={() => onChooseUnit(qid, uid)}
                                >
                                  <PluginSlot
                                    id="org.openedx.frontend.learning.course_outline_sidebar_unit.v1"
                                    pluginProps={{
                                      unit: { ...unit, type: 'vertical' },
                                      isLocked: false,
                                      isCompletionTrackingEnabled: known,
                                      icon,
                                    }}
                                  >
                                    {icon}
                                    <span className="outline-sidebar-title">
                                      {unit.title}
                                      {known && (
                                        <span className="visually-hidden outline-sidebar-sr-after">
                                          {intl.formatMessage(
                                            complete ? messages.completedUnit : messages.incompleteUnit,
                                          )}
                                        </span>
                                      )}
                                    </span>
                                    {complete && <Icon svg={checkCircle} className="text-success" />}
                                  </PluginSlot>
                                </Link>
                              </li>
                            );
                          })}
                        </ol>
                      )}
                    </li>
                  );
                })}
              </ol>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** The sidebar's inside: the heading, then the tree, a spinner, or the error. */
function SidebarBody({
  props,
  model,
  headingId,
  onToggle,
  onClose,
  onChooseUnit,
}: {
  props: CoursewareOutlineSidebarProps;
  model: SidebarOutline | null;
  headingId: string;
  onToggle?: () => void;
  onClose?: () => void;
  onChooseUnit: (sequenceId: string, unitId: string | null) => void;
}) {
  const intl = useIntl();
  const scroller = useRef<HTMLDivElement>(null);
  const ready = model !== null;
  // The current unit in view inside the sidebar's own scroll area (the page itself does not move).
  useEffect(() => {
    const box = scroller.current;
    const current = box?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!box || !current) return;
    const top = current.offsetTop - box.offsetTop;
    if (top < box.scrollTop || top + current.offsetHeight > box.scrollTop + box.clientHeight) {
      box.scrollTop = Math.max(0, top - box.clientHeight / 3);
    }
  }, [ready, props.unitId]);
  let content: ReactNode;
  if (!model) {
    content = <LoadingSpinner label={intl.formatMessage(sharedMessages.loading)} />;
  } else {
    content = (
      <OutlineTree
        model={model}
        courseId={props.courseId}
        sequenceId={props.sequenceId}
        unitId={props.unitId}
        onChooseUnit={onChooseUnit}
      />
    );
  }
  return (
    <>
      <Heading headingId={headingId} onToggle={onToggle} onClose={onClose} />
      <div className="outline-sidebar-scroll" ref={scroller}>
        {content}
      </div>
    </>
  );
}

function TriggerButton({ onClick, dialog = false }: { onClick: () => void; dialog?: boolean }) {
  const intl = useIntl();
  const label = intl.formatMessage(messages.toggle);
  return (
    <button
      type="button"
      className="btn btn-outline-primary outline-sidebar-trigger"
      aria-expanded="false"
      aria-haspopup={dialog ? 'dialog' : undefined}
      aria-label={label}
      title={label}
      onClick={onClick}
    >
      <Icon svg={sidebarIcon} size="1.25rem" flipInRtl />
    </button>
  );
}

/**
 * The course-outline sidebar of the courseware (issue 37; upstream's CourseOutlineTray and
 * CourseOutlineTrigger), on the inline-start side of the sequence. From the lg breakpoint it sits beside
 * the sequence while it is the open panel, with a trigger in its place when it is not. Narrower, its
 * trigger (in the row above the sequence) opens it as a full-screen dialog that scrolls on its own;
 * choosing a unit closes it. Which panel is open, and when one opens by itself, is the courseware's one
 * current panel's rule (../CoursewareSidebars.tsx).
 */
export default function CoursewareOutlineSidebar(props: CoursewareOutlineSidebarProps & OutlinePlacement) {
  const { courseId, sectionId, sequenceId, unitId, isStaff, outline, shown, onSelectUnit } = props;
  const { open, beside, onOpenChange } = props;
  const headingId = useId();
  const model = useSidebarOutline(courseId, outline, shown);
  const focusAfterToggle = useRef(false);
  const region = useRef<HTMLDivElement>(null);

  // The learner's toggle moves focus to the control that takes its place (collapse ↔ trigger).
  useEffect(() => {
    if (!focusAfterToggle.current) return;
    focusAfterToggle.current = false;
    region.current?.querySelector<HTMLElement>('.outline-sidebar-toggle, .outline-sidebar-trigger')?.focus();
  }, [open]);

  const toggleBeside = () => {
    focusAfterToggle.current = true;
    onOpenChange(!open);
  };
  const chooseUnit = (target: string, id: string | null) => {
    if (id && target === sequenceId) onSelectUnit(id);
    if (!beside) onOpenChange(false);
  };

  if (beside) {
    return (
      <div className="outline-sidebar-region" ref={region}>
        {open ? (
          <PluginSlot
            id="org.openedx.frontend.learning.course_outline_sidebar.v1"
            idAliases={['course_outline_sidebar_slot']}
            slotOptions={{ mergeProps: true }}
          >
            <nav className="outline-sidebar" aria-labelledby={headingId}>
              <SidebarBody
                props={props}
                model={model}
                headingId={headingId}
                onToggle={toggleBeside}
                onChooseUnit={chooseUnit}
              />
            </nav>
          </PluginSlot>
        ) : (
          <PluginSlot
            id="org.openedx.frontend.learning.course_outline_sidebar_trigger.v1"
            idAliases={['course_outline_sidebar_trigger_slot']}
            slotOptions={{ mergeProps: true }}
            pluginProps={{ sectionId, sequenceId, unitId, isStaff }}
          >
            <TriggerButton onClick={toggleBeside} />
          </PluginSlot>
        )}
      </div>
    );
  }

  return (
    <div className="outline-sidebar-region narrow">
      <PluginSlot
        id="org.openedx.frontend.learning.course_outline_mobile_sidebar_trigger.v1"
        idAliases={['course_outline_mobile_sidebar_trigger_slot']}
        slotOptions={{ mergeProps: true }}
      >
        <TriggerButton dialog onClick={() => onOpenChange(true)} />
      </PluginSlot>
      <Modal
        show={open}
        onHide={() => onOpenChange(false)}
        fullscreen
        aria-labelledby={headingId}
        dialogClassName="outline-sidebar-dialog"
      >
        <nav className="outline-sidebar outline-sidebar-panel" aria-labelledby={headingId}>
          <SidebarBody
            props={props}
            model={model}
            headingId={headingId}
            onClose={() => onOpenChange(false)}
            onChooseUnit={chooseUnit}
          />
        </nav>
      </Modal>
    </div>
  );
}

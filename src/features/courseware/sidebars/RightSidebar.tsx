import './rightSidebar.scss';
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { PluginSlot } from '@/components/plugin-slot/PluginSlot';
import { LoadingSpinner } from '@/components/Spinner';
import { usePlatform } from '@/platform/react';
import { PANEL_ID, type BuiltInWidget, type RightSidebarState } from './context';
import messages from './messages';
import type { Availability } from './panels';
import { SidePanel } from './SidePanel';
import type { SiteWidget } from './widgets';

/** A widget of the right sidebar on the unit shown: built in or the site's, and whether it has something. */
export type RightWidget = {
  readonly id: string;
  readonly priority: number;
  readonly available: Availability;
} & (
  | { readonly builtIn: BuiltInWidget; readonly site?: never }
  | { readonly site: SiteWidget; readonly builtIn?: never }
);

const nothing = () => null;

/**
 * The row of triggers (slot `right_sidebar_trigger`; upstream's SidebarTriggers): one per widget that has
 * something for the unit, in order of priority. A site's trigger is given upstream's `onClick`; one that
 * throws costs only itself.
 */
export function RightSidebarTriggers({
  widgets,
  state,
}: {
  widgets: readonly RightWidget[];
  state: RightSidebarState;
}) {
  const { logger } = usePlatform();
  return (
    <div className="right-sidebar-triggers">
      <PluginSlot
        id="org.openedx.frontend.learning.right_sidebar_trigger.v1"
        idAliases={['right_sidebar_trigger_slot']}
      >
        {widgets
          .filter((widget) => widget.available === true)
          .map((widget) => {
            let trigger;
            if (widget.builtIn) trigger = <widget.builtIn.Trigger {...state} />;
            else {
              const { Trigger } = widget.site;
              trigger = (
                <ErrorBoundary logger={logger} fallback={nothing}>
                  <Trigger
                    onClick={() => state.toggle(widget.id)}
                    isOpen={state.current === widget.id}
                    panelId={PANEL_ID}
                    courseId={state.course.id}
                    unitId={state.unitId}
                  />
                </ErrorBoundary>
              );
            }
            // Each in its own box (upstream's SidebarTriggers), which names its widget: the panel's close
            // button gives the focus back to it.
            return (
              <div key={widget.id} className="right-sidebar-trigger-item" data-widget={widget.id}>
                {trigger}
              </div>
            );
          })}
      </PluginSlot>
    </div>
  );
}

/** A site's panel in the side panels' frame, its content given what upstream's SidebarContext holds. */
function SiteWidgetPanel({ widget, state }: { widget: SiteWidget; state: RightSidebarState }) {
  const intl = useIntl();
  const { logger } = usePlatform();
  const { Sidebar } = widget;
  return (
    <SidePanel
      title={widget.title}
      closeLabel={intl.formatMessage(messages.closeSidebar)}
      beside={state.wide}
      onClose={state.close}
      className="site-widget-panel"
    >
      <ErrorBoundary logger={logger} resetKey={state.unitId}>
        {/* A widget may load its own code (React.lazy in env.config): its spinner meanwhile. */}
        <Suspense fallback={<LoadingSpinner className="my-3" />}>
          <Sidebar
            courseId={state.course.id}
            unitId={state.unitId}
            currentSidebar={state.current}
            toggleSidebar={(id) => (id === null ? state.close() : state.toggle(id))}
            shouldDisplayFullScreen={!state.wide}
          />
        </Suspense>
      </ErrorBoundary>
    </SidePanel>
  );
}

/**
 * The open widget's panel (slot `right_sidebar`; upstream's Sidebar) beside the sequence area, or full
 * screen at phone width. A panel whose widget is not known yet to have something for the unit (its data
 * loading) shows meanwhile, as upstream keeps a stored panel open while the data comes.
 */
export function RightSidebarPanel({ open, state }: { open: RightWidget | null; state: RightSidebarState }) {
  let panel = null;
  if (open?.builtIn) panel = <open.builtIn.Panel {...state} />;
  else if (open?.site) panel = <SiteWidgetPanel widget={open.site} state={state} />;
  return (
    <PluginSlot id="org.openedx.frontend.learning.right_sidebar.v1" idAliases={['right_sidebar_slot']}>
      {panel}
    </PluginSlot>
  );
}

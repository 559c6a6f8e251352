import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { DisclosureMenu, MenuLink } from '@/components/DisclosureMenu';
import { Link } from 'react-router-dom';
import { PluginSlot } from '@/components/plugin-slot/PluginSlot';
import type { CourseTab } from '@/lms/fragments/tabs';
import { useConfig } from '@/platform/react';
import messages from './messages';
import { tabTarget } from './tabs';

function TabLink({ tab, active, className }: { tab: CourseTab; active: boolean; className: string }) {
  const config = useConfig();
  const target = tabTarget(tab, config.BASE_URL, config.PUBLIC_PATH);
  const current = active ? ('page' as const) : undefined;
  return target.kind === 'app' ? (
    <Link className={className} to={target.path} aria-current={current}>
      {tab.title}
    </Link>
  ) : (
    <a className={className} href={target.href} aria-current={current}>
      {tab.title}
    </a>
  );
}

/**
 * The course tab bar. Tabs that do not fit on one line move, from the end, into a "More..." menu; the
 * widths are measured on a hidden copy of the whole row, again whenever the row changes size. `search`
 * (the courseware search's button, when the course offers it) sits at the row's end, as upstream's does.
 */
export function TabBar({
  tabs,
  activeSlug,
  search,
}: {
  tabs: readonly CourseTab[];
  activeSlug: string;
  search?: ReactNode;
}) {
  const intl = useIntl();
  const config = useConfig();
  const barRef = useRef<HTMLDivElement>(null);
  const measureRef = useRef<HTMLUListElement>(null);
  const rowRef = useRef<HTMLUListElement>(null);
  const [visibleCount, setVisibleCount] = useState(tabs.length);

  useLayoutEffect(() => {
    const bar = barRef.current;
    const measure = measureRef.current;
    const row = rowRef.current;
    if (!bar || !measure || !row) return undefined;
    const compute = () => {
      const widths = Array.from(measure.children, (child) => child.getBoundingClientRect().width);
      const moreWidth = widths.pop() ?? 0;
      // The row's own width: the bar's includes the container's padding, which the row cannot use.
      const available = row.clientWidth;
      const total = widths.reduce((sum, w) => sum + w, 0);
      if (total <= available) {
        setVisibleCount(widths.length);
        return;
      }
      let used = moreWidth;
      let count = 0;
      for (const width of widths) {
        if (used + width > available) break;
        used += width;
        count += 1;
      }
      setVisibleCount(count);
    };
    compute();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(compute);
    observer.observe(bar);
    // The row narrows when the search's button arrives beside it, the bar does not.
    observer.observe(row);
    return () => observer.disconnect();
  }, [tabs, activeSlug]);

  // Without tabs (an LMS that sent none worth a link) the bar stays for the search alone, as upstream's.
  if (tabs.length === 0 && !search) return null;
  const visible = tabs.slice(0, visibleCount);
  const overflow = tabs.slice(visibleCount);
  const overflowActive = overflow.some((tab) => tab.slug === activeSlug);

  return (
    <nav className="course-tabs border-bottom bg-white" aria-label={intl.formatMessage(messages.tabsLabel)}>
      <div className="container-xl position-relative d-flex align-items-center" ref={barRef}>
        <div className="course-tabs-measure" aria-hidden="true">
          <ul className="nav flex-nowrap" ref={measureRef}>
            {/* As wide as the live row: the active tab is bold, and so is "More..." when it holds it
                (measured bold always, to be safe); the toggle is a button, border and all. */}
            {tabs.map((tab) => (
              <li key={tab.slug} className="nav-item">
                <span className={`nav-link${tab.slug === activeSlug ? ' active' : ''}`}>{tab.title}</span>
              </li>
            ))}
            <li className="nav-item">
              <span className="nav-link btn btn-link dropdown-toggle active">
                {intl.formatMessage(messages.more)}
              </span>
            </li>
          </ul>
        </div>
        <ul className="nav course-tabs-row flex-nowrap" ref={rowRef}>
          {/* An inserted tab renders its own <li className="nav-item">; the "More..." menu counts only the
              LMS's tabs. */}
          <PluginSlot
            id="org.openedx.frontend.learning.course_tab_links.v1"
            pluginProps={{ activeTabSlug: activeSlug }}
          >
            {visible.map((tab) => (
              <li key={tab.slug} className="nav-item">
                <TabLink
                  tab={tab}
                  active={tab.slug === activeSlug}
                  className={`nav-link${tab.slug === activeSlug ? ' active' : ''}`}
                />
              </li>
            ))}
            {overflow.length > 0 && (
              <li className="nav-item">
                <DisclosureMenu
                  align="end"
                  toggleClassName={`nav-link btn btn-link dropdown-toggle${overflowActive ? ' active' : ''}`}
                  label={intl.formatMessage(messages.more)}
                >
                  {overflow.map((tab) => {
                    const target = tabTarget(tab, config.BASE_URL, config.PUBLIC_PATH);
                    const active = tab.slug === activeSlug;
                    return target.kind === 'app' ? (
                      <MenuLink key={tab.slug} to={target.path} active={active}>
                        {tab.title}
                      </MenuLink>
                    ) : (
                      <MenuLink key={tab.slug} href={target.href} active={active}>
                        {tab.title}
                      </MenuLink>
                    );
                  })}
                </DisclosureMenu>
              </li>
            )}
          </PluginSlot>
        </ul>
        {search}
      </div>
    </nav>
  );
}

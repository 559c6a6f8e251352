import type { ReactNode } from 'react';
import { PluginSlot } from '../plugin-slot/PluginSlot';
import { Footer } from './Footer';
import { Header, type HeaderCourse } from './Header';

/**
 * Header, main landmark and footer around a page. The main landmark is the skip link's target and takes
 * focus when the app moves focus after a navigation.
 */
export function PageShell({
  children,
  course,
  showUserMenu = true,
  beforeMain,
  mainClassName,
}: {
  children: ReactNode;
  course?: HeaderCourse | null;
  showUserMenu?: boolean;
  beforeMain?: ReactNode;
  /** Extra classes for the main landmark (the course font of course pages). */
  mainClassName?: string;
}) {
  return (
    <div className="d-flex flex-column min-vh-100">
      <PluginSlot
        id="org.openedx.frontend.layout.header_learning.v1"
        idAliases={['header_slot']}
        slotOptions={{ mergeProps: true }}
        pluginProps={{
          courseOrg: course?.org ?? null,
          courseNumber: course?.number ?? null,
          courseTitle: course?.title ?? null,
          showUserDropdown: showUserMenu,
        }}
      >
        <Header course={course} showUserMenu={showUserMenu} />
      </PluginSlot>
      {beforeMain}
      <main
        id="main-content"
        className={mainClassName ? `flex-grow-1 ${mainClassName}` : 'flex-grow-1'}
        tabIndex={-1}
      >
        {children}
      </main>
      <PluginSlot id="org.openedx.frontend.layout.footer.v1" idAliases={['footer_slot']}>
        <Footer />
      </PluginSlot>
    </div>
  );
}

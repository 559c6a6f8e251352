import type { ReactNode } from 'react';
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
      <Header course={course} showUserMenu={showUserMenu} />
      {beforeMain}
      <main
        id="main-content"
        className={mainClassName ? `flex-grow-1 ${mainClassName}` : 'flex-grow-1'}
        tabIndex={-1}
      >
        {children}
      </main>
      <Footer />
    </div>
  );
}

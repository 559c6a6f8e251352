// Author HTML's stylesheets come with the sanitiser, so they are in place before any author HTML shows
// (a dynamic import settles once its chunk's stylesheets have loaded): the `.lms-html` box, the
// Bootstrap parts only author HTML may use (button groups, progress bars, transitions, cards, badges,
// breadcrumbs), and the entry sheet's rules no markup of the app's matches (styles/complement.scss).
// The chunk takes this module's name (purify-*.js), which the browser tests know as DOMPurify's: the
// CSP reports Chromium makes for the documents DOMPurify parses come from it (test/e2e/fixtures.ts).
import '@/styles/complement.scss';
import '@/styles/lms-html.scss';
import '@/styles/card.scss';
import '@/styles/breadcrumb.scss';
import '@/styles/badge.scss';

export { default } from 'dompurify';

import { isPast, now, resolveDate } from '../clock';
import type { MockCourse } from '../courses/model';
import { appUrl, ECOMMERCE_ORIGIN, lmsUrl } from '../env';
import type { Enrollment } from '../state';
import { auditAccessExpiration, enrollmentOf, type Viewer } from '../viewer';

/**
 * The course tabs as the LMS lists them: the app's own tabs point at the app (its LEARNING_MICROFRONTEND_URL,
 * `appRoot`), the rest at the LMS.
 */
export function courseTabs(
  course: MockCourse,
  appRoot = appUrl(''),
): { tab_id: string; title: string; url: string }[] {
  const app = (path: string) => `${appRoot}/course/${course.id}${path}`;
  return [
    { tab_id: 'courseware', title: 'Course', url: app('/home') },
    { tab_id: 'progress', title: 'Progress', url: app('/progress') },
    { tab_id: 'dates', title: 'Dates', url: app('/dates') },
    ...(course.extraTabs ?? []).map((tab) => ({
      tab_id: tab.id,
      title: tab.title,
      url: tab.inApp ? app(tab.path) : lmsUrl(`/courses/${course.id}${tab.path}`),
    })),
  ];
}

export const upgradeUrl = (course: MockCourse) =>
  course.verifiedMode ? `${ECOMMERCE_ORIGIN}/basket/add/?sku=${course.verifiedMode.sku}` : null;

/**
 * verified_mode: offered to audit learners while the upgrade deadline has not passed; null for everyone
 * else (already paid, staff, visitors) and for courses without a paid track.
 */
export function verifiedModeFor(course: MockCourse, viewer: Viewer) {
  const mode = course.verifiedMode;
  const enrollment = enrollmentOf(viewer, course.id);
  if (!mode || !enrollment || enrollment.mode !== 'audit' || isPast(course.upgradeDeadline)) return null;
  return {
    access_expiration_date: auditAccessExpiration(course, enrollment),
    currency: mode.currency,
    currency_symbol: mode.currencySymbol,
    price: mode.price,
    sku: mode.sku,
    upgrade_url: upgradeUrl(course),
  };
}

/** access_expiration: audit learners whose access is limited in time (and staff viewing one). */
export function accessExpirationFor(course: MockCourse, viewer: Viewer) {
  const enrollment = enrollmentOf(viewer, course.id);
  const expiration = auditAccessExpiration(course, enrollment);
  if (!expiration) return null;
  return {
    expiration_date: expiration,
    masquerading_expired_course:
      viewer.originalUserIsStaff && !viewer.isStaff && Date.parse(expiration) < now(),
    upgrade_deadline: resolveDate(course.upgradeDeadline),
    upgrade_url: isPast(course.upgradeDeadline) ? null : upgradeUrl(course),
  };
}

/**
 * offer (course-home §2, courseware §3): the learner's first-time-learner discount while the verified
 * track is offered to them and the discount runs. Prices are preformatted strings, as the LMS sends them.
 */
export function offerFor(course: MockCourse, viewer: Viewer) {
  const mode = verifiedModeFor(course, viewer);
  const offer = viewer.effective ? course.offers?.[viewer.effective.username] : undefined;
  if (!mode || !offer || isPast(offer.expires)) return null;
  const discounted = Math.round(mode.price * (100 - offer.percentage)) / 100;
  const money = (amount: number) =>
    `${mode.currency_symbol}${Number.isInteger(amount) ? amount : amount.toFixed(2)}`;
  return {
    code: offer.code,
    expiration_date: resolveDate(offer.expires),
    original_price: money(mode.price),
    discounted_price: money(discounted),
    percentage: offer.percentage,
    upgrade_url: `${mode.upgrade_url}&code=${offer.code}`,
  };
}

/** celebrations.streak_discount_enabled: the course offers it and the learner may still upgrade. */
export function streakDiscountFor(course: MockCourse, viewer: Viewer): boolean {
  return Boolean(course.streakDiscount) && verifiedModeFor(course, viewer) !== null;
}

export const PAID_MODES = new Set([
  'verified',
  'professional',
  'no-id-professional',
  'credit',
  'masters',
  'executive-education',
]);

/**
 * cert_data / certificate_data of the course-home answers (course-home §4): the course's certificate
 * status when it has one, else what the enrolment's mode gives; null when not enrolled.
 */
export function certificateStatusBody(course: MockCourse, enrollment: Enrollment | null) {
  if (!enrollment) return null;
  const status =
    course.certificate?.status ??
    (enrollment.mode === 'audit'
      ? 'audit_passing'
      : enrollment.mode === 'honor'
        ? 'honor_passing'
        : 'notpassing');
  return {
    cert_status: status,
    cert_web_view_url: course.certificate?.webViewUrl ?? null,
    download_url: course.certificate?.downloadUrl ?? null,
    certificate_available_date: resolveDate(course.certificateAvailableDate),
  };
}

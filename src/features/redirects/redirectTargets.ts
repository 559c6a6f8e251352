/** Where each /redirect/* route sends the browser (spec §2, "Redirect routes"). */
export type RedirectRoute =
  | { kind: 'courseware-unit'; courseId: string; unitId: string; legacyUnitUrl?: string | null }
  | { kind: 'course-home'; courseId: string }
  | { kind: 'survey'; courseId: string }
  | { kind: 'dashboard'; search: string };

export function redirectTarget(route: RedirectRoute, lmsBaseUrl: string): string {
  switch (route.kind) {
    case 'courseware-unit':
      return route.legacyUnitUrl || `${lmsBaseUrl}/courses/${route.courseId}/courseware/`;
    case 'course-home':
      return `${lmsBaseUrl}/courses/${route.courseId}/course/`;
    case 'survey':
      return `${lmsBaseUrl}/courses/${route.courseId}/survey`;
    case 'dashboard':
      return `${lmsBaseUrl}/dashboard${route.search}`;
  }
}

import { useEffect, type ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { vi, type MockInstance } from 'vitest';
import { Toaster } from '@/components/toasts/Toaster';
import type { GateCourse, GateSequence, GateUnit } from '@/features/courseware/gates/types';
import { useGetCoursewareQuery } from '@/lms/courseware/api';
import type { CoursewareCourse } from '@/lms/courseware/types';
import type { RawConfig } from '@/platform/config';
import type { Platform } from '@/platform/platform';
import { gatesCourse } from '@test/mock-lms/courses';
import { blockId } from '@test/mock-lms/courses/model';
import { renderWithProviders } from '@test/render';

/*
 * The courseware's pieces (gates, tools, celebrations, the licence footer) rendered alone at a unit of the
 * mock LMS's gates course, through the real providers, store and HTTP client; each folder's tests use them.
 */

export const C = gatesCourse.id;
export const seqId = (name: string) => blockId(gatesCourse, 'sequential', name);
export const unitId = (name: string) => blockId(gatesCourse, 'vertical', name);
export const HERE = `/course/${C}/${seqId('warm_up')}/${unitId('warm_up_unit_1')}`;

export const course = (over: Partial<GateCourse> = {}): GateCourse => ({
  id: C,
  title: gatesCourse.title,
  isEnrolled: true,
  isStaff: false,
  license: gatesCourse.license,
  showCalculator: true,
  notes: { enabled: true, visible: false },
  celebrations: { firstSection: true, streakLengthToCelebrate: null },
  userNeedsIntegritySignature: false,
  contentTypeGatingEnabled: true,
  verifiedMode: {
    price: 99,
    currencySymbol: '$',
    upgradeUrl: 'http://localhost:18130/basket/add/?sku=GATES99',
  },
  ...over,
});
export const sequence = (over: Partial<GateSequence> = {}): GateSequence => ({
  id: seqId('warm_up'),
  title: 'Graded warm-up',
  ...over,
});
export const unit = (over: Partial<GateUnit> = {}): GateUnit => ({
  id: unitId('warm_up_unit_1'),
  graded: true,
  ...over,
});

export const at = { path: '' };
function Probe() {
  const location = useLocation();
  useEffect(() => {
    at.path = location.pathname;
  }, [location.pathname]);
  return null;
}

/** Renders a piece at a courseware address through the real providers, store and HTTP client. */
export async function renderPiece(
  element: ReactElement,
  options: { persona?: string | null; config?: RawConfig; path?: string; analyticsThrows?: boolean } = {},
) {
  const { persona = 'audit', path = HERE } = options;
  let trackSpy: MockInstance<Platform['analytics']['sendTrackEvent']> | undefined;
  const result = await renderWithProviders(
    <>
      <Routes>
        <Route path="/course/:courseId/:sequenceId/:unitId" element={element} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <Probe />
      <Toaster />
    </>,
    {
      persona,
      path,
      config: options.config,
      beforeRender: (platform) => {
        trackSpy = vi.spyOn(platform.analytics, 'sendTrackEvent');
        if (options.analyticsThrows) {
          trackSpy.mockImplementation(() => {
            throw new Error('analytics down');
          });
        }
      },
    },
  );
  return { ...result, trackSpy: trackSpy! };
}

export const content = <p>unit content</p>;

/**
 * A piece given the course record as the page gives it: from the courseware cache, that is the mock LMS's
 * answer, into which signing and celebrating write what the LMS then knows
 * (src/features/courseware/courseRecord.ts).
 */
export function WithCourseRecord({ children }: { children: (course: CoursewareCourse) => ReactElement }) {
  const record = useGetCoursewareQuery(C).data?.course;
  return record ? children(record) : null;
}

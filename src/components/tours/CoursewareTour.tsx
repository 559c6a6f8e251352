import './tours.scss';
import { skipToken } from '@reduxjs/toolkit/query';
import { useRef, useState } from 'react';
import { usePlatform } from '@/platform/react';
import { useEndToursMutation, useGetUserToursQuery } from './api';
import { useOtherDialogOpen } from './dom';
import { coursewareTourDue } from './rules';
import { COURSEWARE_STEPS } from './steps';
import { Tour } from './Tour';

export interface CoursewareTourProps {
  courseId: string;
  org: string;
  /** The unit shown: the step is placed again when it changes. */
  unitId: string | null;
}

/**
 * The one-time courseware tour (upstream's coursewareTour): while the learner's record says it is due,
 * one step below the unit tabs (the spec's layout) or below Previous and Next beside the unit's title
 * (today's); "Okay" or Escape ends it for good (`show_courseware_tour: false`). It waits behind any other
 * dialog (a celebration). Its own chunk, mounted once the unit's frame has loaded (./CoursewareTourLater).
 */
export default function CoursewareTour({ courseId, org, unitId }: CoursewareTourProps) {
  const { user, analytics, logger } = usePlatform();
  const username = user?.username ?? null;
  const { data: record = null } = useGetUserToursQuery(username ?? skipToken, {
    refetchOnReconnect: false,
    refetchOnFocus: false,
  });
  const [endTours] = useEndToursMutation();
  // 'shown' once the step is up; 'done' once ended, or when this page has nothing to point at.
  const [state, setState] = useState<'waiting' | 'done'>('waiting');
  const due = state === 'waiting' && coursewareTourDue(record);
  const blocked = useOtherDialogOpen(due);
  const origin = useRef<Element | null>(null);
  if (!due || blocked || !username) return null;
  if (origin.current === null) origin.current = document.activeElement;

  const end = () => {
    setState('done');
    void endTours({ username, courseHome: false, courseware: true });
    try {
      analytics.sendTrackEvent('edx.ui.lms.courseware_tour.completed', {
        org_key: org,
        courserun_key: courseId,
        is_staff: user?.administrator ?? false,
      });
    } catch (error) {
      logger.logError(error);
    }
    // Back where the learner was, else the unit's title (as after a celebration).
    window.setTimeout(() => {
      const back = origin.current;
      const title = document.querySelector<HTMLElement>('.unit-title');
      const target = back instanceof HTMLElement && back.isConnected && back !== document.body ? back : title;
      target?.focus();
    });
  };
  return (
    <Tour
      steps={COURSEWARE_STEPS}
      onFinish={end}
      onDismiss={end}
      onEscape={end}
      onNothingToShow={() => setState('done')}
      placeKey={unitId}
    />
  );
}

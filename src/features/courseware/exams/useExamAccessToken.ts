import { useMemo } from 'react';
import { usePlatform } from '@/platform/react';
import type { ExamAccess } from '../examAccess';
import { useLazyGetAccessTokenQuery } from './api';

/**
 * On an edx-exams site (`EXAMS_BASE_URL`), how the exam's unit frames get their access token (contract
 * §4): a fresh call per frame load, '' on failure (logged by the endpoint). Elsewhere null: no call, and
 * the frames are built as they always were.
 */
export function useExamAccessToken(examId: number | null, sequenceId: string): ExamAccess | null {
  const { config } = usePlatform();
  const [fetchToken] = useLazyGetAccessTokenQuery();
  const service = config.EXAMS_BASE_URL;
  return useMemo(
    () =>
      service && examId !== null
        ? {
            token: () =>
              fetchToken({ examId, sequenceId }, false)
                .unwrap()
                .catch(() => ''),
          }
        : null,
    [service, examId, sequenceId, fetchToken],
  );
}

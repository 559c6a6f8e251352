import { createContext, useContext } from 'react';

/**
 * The access token of an exam's unit frames (exams contract §4): on sites that run the edx-exams service,
 * the exam area gives the units of a running (or reviewed) exam a way to ask for a token, and each unit
 * frame asks before it loads and carries it as `exam_access`. Elsewhere there is none, and frames are
 * built exactly as without exams. Kept apart from the exam area's own chunk, which provides it.
 */
export interface ExamAccess {
  /** A fresh token for the exam's frames; '' when it could not be had (the failure is logged). */
  readonly token: () => Promise<string>;
}

export const ExamAccessContext = createContext<ExamAccess | null>(null);

export const useExamAccess = () => useContext(ExamAccessContext);

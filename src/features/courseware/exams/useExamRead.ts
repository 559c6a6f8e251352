import { useMemo } from 'react';
import type { CoursewareCourse, Sequence } from '@/lms/courseware/types';
import { useGetExamQuery, type ExamArgs } from './api';
import type { ExamData } from './types';

/** The exam calls' arguments for a sequence (stable across renders, as the queries' cache keys). */
export function useExamArgs(course: Pick<CoursewareCourse, 'id'>, sequence: Pick<Sequence, 'id'>): ExamArgs {
  return useMemo(() => ({ courseId: course.id, sequenceId: sequence.id }), [course.id, sequence.id]);
}

export interface ExamRead {
  /** The exam record and the learner's attempts, undefined until the first answer. */
  readonly data: ExamData | undefined;
  readonly isError: boolean;
  readonly isFetching: boolean;
  /** Reads the exam again (after every action, and the learner's "Try again"). */
  readonly refetch: () => PromiseLike<unknown>;
}

/**
 * The learner's exam (contract §2): read afresh on every visit to the sequence, never taken from an
 * earlier visit's cache, since the attempt may have moved on meanwhile (another tab, the server's own
 * time-out). An exam record without a name (`exam_name` is the subsection's name at publish) takes the
 * sequence's title.
 */
export function useExamRead(args: ExamArgs, sequenceTitle: string): ExamRead {
  const query = useGetExamQuery(args, { refetchOnMountOrArgChange: true });
  const data = useMemo(() => {
    const read = query.data;
    if (!read?.exam || read.exam.name) return read;
    return { ...read, exam: { ...read.exam, name: sequenceTitle } };
  }, [query.data, sequenceTitle]);
  return { data, isError: query.isError, isFetching: query.isFetching, refetch: query.refetch };
}

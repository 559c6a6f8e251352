/**
 * The first sequence of a course a learner without a resume point goes to: the first one the
 * learning-sequences outline lists that is not closed to them (`accessible: false`). The courseware's
 * prefetch asks for it ahead (./callSchedule.ts firstSequenceHint), and so does the preload script
 * of index.html from the call's raw answer (src/app/preload/preload.ts).
 */
export function firstOpenSequence(
  sections: readonly { readonly sequenceIds: readonly string[] }[],
  sequences: Readonly<Record<string, { readonly accessible?: boolean } | undefined>>,
): string | null {
  for (const section of sections) {
    for (const id of section.sequenceIds) if (sequences[id]?.accessible !== false) return id;
  }
  return null;
}

import { defineMessages } from 'react-intl';

export default defineMessages({
  loading: {
    id: 'learning.progress.loading',
    defaultMessage: 'Loading progress…',
    description: 'Screen-reader text of the spinner shown while the progress tab loads.',
  },
  redirecting: {
    id: 'learning.progress.redirecting',
    defaultMessage: 'Taking you to the progress page…',
    description: 'Screen-reader text while the learner is sent to the progress page of the main site.',
  },
  headingOwn: {
    id: 'progress.header',
    defaultMessage: 'Your progress',
    description: 'Heading of the progress tab when learners look at their own progress.',
  },
  headingOther: {
    id: 'progress.header.targetUser',
    defaultMessage: 'Course progress for {username}',
    description: 'Heading of the progress tab when staff look at another learner; {username} is the learner.',
  },
  studioLink: {
    id: 'progress.link.studio',
    defaultMessage: 'View grading in Studio',
    description: 'Link for administrators to the grading settings of the course in the authoring tool.',
  },

  // Completion
  completionHeading: {
    id: 'progress.completion.header',
    defaultMessage: 'Course completion',
    description: 'Heading of the completion card.',
  },
  completionBody: {
    id: 'progress.completion.body',
    defaultMessage:
      'This represents how much of the course content you have completed. Note that some content may not yet be released.',
    description: 'Explanation under the completion heading.',
  },
  completionSummary: {
    id: 'learning.progress.completion.summary',
    defaultMessage:
      '{complete, number, ::percent scale/0.01} of the course completed, {incomplete, number, ::percent scale/0.01} incomplete, {locked, number, ::percent scale/0.01} locked',
    description: 'Text equivalent of the completion donut chart for screen readers.',
  },
  completionComplete: {
    id: 'learning.progress.completion.complete',
    defaultMessage: '{percent, number, ::percent scale/0.01} completed',
    description: 'Legend of the completed part of the donut chart.',
  },
  completionIncomplete: {
    id: 'learning.progress.completion.incomplete',
    defaultMessage: '{percent, number, ::percent scale/0.01} incomplete',
    description: 'Legend of the incomplete part of the donut chart.',
  },
  completionLocked: {
    id: 'learning.progress.completion.locked',
    defaultMessage: '{percent, number, ::percent scale/0.01} locked',
    description: 'Legend of the locked part of the donut chart (content for verified learners).',
  },

  // Course grade
  gradeHeading: {
    id: 'progress.courseGrade.grades',
    defaultMessage: 'Grades',
    description: 'Heading of the course grade card.',
  },
  gradeBody: {
    id: 'progress.courseGrade.body',
    defaultMessage: 'This represents your weighted grade against the grade needed to pass this course.',
    description: 'Explanation under the grades heading.',
  },
  yourGrade: {
    id: 'learning.progress.grade.yours',
    defaultMessage: 'Your current grade: {percent, number, ::percent scale/0.01}',
    description: "The learner's current course grade as a whole-number percentage.",
  },
  passingGrade: {
    id: 'learning.progress.grade.passing',
    defaultMessage: 'Passing grade: {percent, number, ::percent scale/0.01}',
    description: 'The grade needed to pass the course, as a whole-number percentage.',
  },
  passing: {
    id: 'progress.courseGrade.footer.generic.passing',
    defaultMessage: 'You’re currently passing this course',
    description: 'Shown when the learner has at least the passing grade.',
  },
  notPassing: {
    id: 'learning.progress.grade.notPassing',
    defaultMessage: 'You’re not currently passing this course',
    description: 'Shown when the learner is below the passing grade.',
  },
  passingOther: {
    id: 'learning.progress.grade.isPassing.other',
    defaultMessage: 'This learner is currently passing this course',
    description: 'Shown to staff looking at another learner who has at least the passing grade.',
  },
  notPassingOther: {
    id: 'learning.progress.grade.notPassing.other',
    defaultMessage: 'This learner is not currently passing this course',
    description: 'Shown to staff looking at another learner who is below the passing grade.',
  },
  courseGradeLabel: {
    id: 'learning.progress.grade.label',
    defaultMessage: 'Course grade',
    description:
      'Accessible name (for screen readers) of the part of the progress tab with the grade bar, the passing grade, the letter ranges and whether the learner is passing.',
  },
  gradeRanges: {
    id: 'learning.progress.grade.ranges',
    defaultMessage: 'Grade ranges',
    description: 'Caption of the list of letter grades and their ranges.',
  },
  gradeRange: {
    id: 'learning.progress.grade.range',
    defaultMessage: '{letter}: {from, number, ::percent scale/0.01}–{to, number, ::percent scale/0.01}',
    description: 'One letter grade and its range of whole-number percentages.',
  },
  gradeRangeTop: {
    id: 'learning.progress.grade.range.top',
    defaultMessage: '{letter}: {from, number, ::percent scale/0.01}–{top, number, ::percent scale/0.01}',
    description: 'The highest letter grade and its range, up to 100 per cent.',
  },

  // Grade summary
  summaryHeading: {
    id: 'progress.gradeSummary',
    defaultMessage: 'Grade summary',
    description: 'Heading of the table of grades by assignment type.',
  },
  summaryBody: {
    id: 'learning.progress.summary.body',
    defaultMessage:
      'Your course assignment weights and scores. Assignment types with a weight of 0% do not count towards your grade.',
    description: 'Explanation above the grade summary table.',
  },
  summaryType: {
    id: 'progress.assignmentType',
    defaultMessage: 'Assignment type',
    description: 'Column heading of the grade summary table.',
  },
  summaryWeight: {
    id: 'progress.weight',
    defaultMessage: 'Weight',
    description: 'Column heading: how much an assignment type counts towards the grade.',
  },
  summaryScore: {
    id: 'progress.score',
    defaultMessage: 'Score',
    description: 'Column heading: the average score of an assignment type.',
  },
  summaryWeighted: {
    id: 'progress.weightedGrade',
    defaultMessage: 'Weighted grade',
    description: 'Column heading: the score times the weight.',
  },
  summaryTotal: {
    id: 'learning.progress.summary.total',
    defaultMessage: 'Current grade',
    description: 'Row heading of the total of the weighted grades.',
  },
  percent: {
    id: 'learning.progress.percent',
    defaultMessage: '{value, number, ::percent scale/0.01}',
    description: 'A whole-number percentage.',
  },
  droppedFootnote: {
    id: 'learning.progress.summary.dropped',
    defaultMessage:
      '{count, plural, one {The lowest # {type} score is dropped.} other {The lowest # {type} scores are dropped.}}',
    description: 'Footnote of the grade summary for an assignment type whose lowest scores do not count.',
  },
  droppedNotes: {
    id: 'learning.progress.summary.droppedNotes',
    defaultMessage: 'Notes on dropped scores',
    description:
      'Accessible name (for screen readers) of the list of footnotes under the grade summary about dropped lowest scores.',
  },
  droppedMarker: {
    id: 'learning.progress.summary.droppedMarker',
    defaultMessage: 'See the note on dropped scores',
    description: 'Screen-reader text of the footnote marker next to an assignment type with dropped scores.',
  },
  typeLocked: {
    id: 'learning.progress.summary.typeLocked',
    defaultMessage: 'You do not have access to assignments of this type.',
    description: 'Shown next to an assignment type none of whose assignments the learner may do.',
  },

  // Hidden scores (today's LMS: show_correctness never_but_include_grade)
  hiddenScoreLabel: {
    id: 'progress.hiddenScoreLabel',
    defaultMessage: 'Hidden Scores',
    description:
      'Text to indicate that some scores are hidden: after a grade ("75% + Hidden Scores"), as the name of the lock shown instead of a grade, and in the legend above the grade summary.',
  },
  hiddenScoreInfoText: {
    id: 'progress.hiddenScoreInfoText',
    defaultMessage: 'Scores from assignments that count toward your final grade but some are not shown here.',
    description: 'Legend above the grade summary: what "Hidden Scores" next to a grade means.',
  },
  hiddenScoreLockInfoText: {
    id: 'progress.hiddenScoreLockInfoText',
    defaultMessage: 'Scores for an assignment type are hidden but still counted toward the course grade.',
    description: 'Legend above the grade summary: what the lock shown instead of a grade means.',
  },
  legendEntry: {
    id: 'learning.progress.summary.legendEntry',
    defaultMessage: '{term}: {definition}',
    description:
      'One entry of the legend above the grade summary: {term} is "Hidden Scores" or a lock icon, {definition} what it means.',
  },
  hiddenLegend: {
    id: 'learning.progress.summary.hiddenLegend',
    defaultMessage: 'About hidden scores',
    description:
      'Accessible name (for screen readers) of the legend above the grade summary that explains hidden scores.',
  },
  hiddenLockIcon: {
    id: 'learning.progress.summary.hiddenLockIcon',
    defaultMessage: 'Lock',
    description:
      'Screen-reader text of the lock icon in the legend above the grade summary (the icon shown instead of hidden grades).',
  },
  withHiddenScores: {
    id: 'learning.progress.withHiddenScores',
    defaultMessage: '{grade} + {hiddenScores}',
    description:
      'A grade followed by the note that some scores are hidden but counted; {grade} is a grade such as "75%" or "Your current grade: 75%", {hiddenScores} is "Hidden Scores".',
  },
  weightedGradeSummaryTooltip: {
    id: 'progress.weightedGradeSummaryTooltip',
    defaultMessage: 'Your raw weighted grade summary is {rawGrade} and rounds to {roundedGrade}.',
    description:
      'Under the grade summary: the exact weighted grade and the rounded one shown as the current grade, both percentages.',
  },
  gradesReleasedBy: {
    id: 'progress.courseGrade.footer.dueDateNotice',
    defaultMessage:
      'Some assignment scores are not yet included in your total grade. These grades will be released by {dueDate}.',
    description:
      'Shown under the course grade when hidden or past-due scores are released at a later date; {dueDate} is that date and time.',
  },

  // Detailed grades
  detailedHeading: {
    id: 'progress.detailedGrades',
    defaultMessage: 'Detailed grades',
    description: 'Heading of the list of scores per subsection.',
  },
  detailedBody: {
    id: 'learning.progress.detailed.body',
    defaultMessage: 'Your scores for each graded subsection, with the points of each problem.',
    description: 'Explanation under the detailed grades heading.',
  },
  noScores: {
    id: 'progress.detailedGrades.emptyTable',
    defaultMessage: 'You currently have no graded problem scores.',
    description: 'Shown when there are no graded problem scores to list.',
  },
  subsectionScore: {
    id: 'learning.progress.detailed.subsectionScore',
    defaultMessage: '{earned}/{possible} ({percent, number, ::percent scale/0.01})',
    description: 'Points earned of points possible in a subsection, and the percentage.',
  },
  problemScores: {
    id: 'learning.progress.detailed.problemScores',
    defaultMessage: 'Problem scores:',
    description: 'Label before the list of scores of each problem in a subsection.',
  },
  problemScore: {
    id: 'learning.progress.detailed.problemScore',
    defaultMessage: '{earned}/{possible}',
    description: 'Points earned of points possible for one problem.',
  },
  subsectionLocked: {
    id: 'learning.progress.detailed.locked',
    defaultMessage: 'You do not have access to this subsection.',
    description: 'Shown for a graded subsection the learner may not do (audit track).',
  },

  // Locks
  fullyLockedHeading: {
    id: 'progress.courseGrade.preview.body.unlockCertificate',
    defaultMessage: 'Unlock to view grades and work towards a certificate.',
    description: 'Heading shown to audit learners who cannot see their grades.',
  },
  partiallyLockedHeading: {
    id: 'progress.courseGrade.partialpreview.body.unlockCertificate',
    defaultMessage: 'Unlock to work towards a certificate.',
    description: 'Heading shown to audit learners with limited access to graded assignments.',
  },
  lockedBody: {
    id: 'learning.progress.locked.body',
    defaultMessage:
      'You have limited access to graded assignments as part of the audit track in this course.',
    description: 'Explanation of the grade locks of the audit track.',
  },
  unlock: {
    id: 'learning.progress.locked.unlock',
    defaultMessage: 'Unlock now',
    description: 'Button to upgrade to the verified track and unlock graded assignments.',
  },

  // Related links
  relatedHeading: {
    id: 'progress.relatedLinks',
    defaultMessage: 'Related links',
    description: 'Heading of the links to other course pages.',
  },
  relatedDatesBody: {
    id: 'learning.progress.related.dates.body',
    defaultMessage: 'Important dates can help you stay on track.',
    description: 'Text under the link to the dates tab.',
  },
  relatedOutline: {
    id: 'progress.relatedLinks.outlineCard.link',
    defaultMessage: 'Course Outline',
    description: 'Link to the course outline.',
  },
  relatedOutlineBody: {
    id: 'learning.progress.related.outline.body',
    defaultMessage: 'To make progress in the course, go to the course outline.',
    description: 'Text under the link to the course outline.',
  },
});

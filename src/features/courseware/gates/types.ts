/**
 * What the gates, the tools (../tools) and the celebrations (../celebrations) read from the courseware's
 * models, named as in spec §3. Structural, so the courseware screen's own course, sequence and unit models
 * fit without conversion; every field the pieces can do without is optional.
 */
export interface GateCourse {
  readonly id: string;
  readonly title?: string;
  readonly isEnrolled?: boolean;
  readonly isStaff?: boolean;
  readonly enrollmentMode?: string | null;
  readonly license?: string | null;
  readonly showCalculator?: boolean;
  readonly notes?: { readonly enabled: boolean; readonly visible: boolean } | null;
  readonly celebrations?: {
    readonly firstSection: boolean;
    readonly streakLengthToCelebrate: number | null;
    readonly streakDiscountEnabled?: boolean;
    /** Today's LMS: the learner met their weekly goal; the "goal met" celebration is due. */
    readonly weeklyGoal?: boolean;
  } | null;
  /** Today's LMS: the learner's weekly goal in days (`course_goals.selected_goal.days_per_week`). */
  readonly weeklyGoalDaysPerWeek?: number | null;
  readonly userNeedsIntegritySignature?: boolean;
  readonly contentTypeGatingEnabled?: boolean;
  readonly org?: string;
  readonly userTimezone?: string | null;
  readonly verifiedMode?: {
    readonly price: number | null;
    readonly currency?: string | null;
    readonly currencySymbol: string;
    readonly upgradeUrl: string;
  } | null;
  readonly offer?: {
    readonly upgradeUrl: string | null;
    readonly discountedPrice: string | null;
    readonly originalPrice: string | null;
  } | null;
  /** Audit access that ends (spec §3); the audit locks and the upgrade read it. */
  readonly accessExpiration?: { readonly upgradeUrl: string | null } | null;
  /** Server clock minus device clock, for the upgrade deadline and the streak discount's end. */
  readonly timeOffsetMillis?: number;
  readonly tabs?: readonly { readonly slug: string; readonly url: string }[];
  /** Section → sequences, for the first-section celebration. */
  readonly sections?: readonly { readonly id: string; readonly sequenceIds: readonly string[] }[];
}

export interface GateSequence {
  readonly id: string;
  readonly title?: string;
  readonly gatedContent?: {
    readonly gated: boolean;
    readonly prereqId: string | null;
    readonly prereqSectionName: string | null;
  } | null;
  readonly isTimeLimited?: boolean;
  readonly isProctored?: boolean;
  readonly isHiddenAfterDue?: boolean;
  readonly legacyWebUrl?: string | null;
}

export interface GateUnit {
  readonly id: string;
  readonly title?: string;
  readonly graded?: boolean;
  readonly contentType?: string;
  readonly containsContentTypeGatedContent?: boolean;
  /** The course's flag applied to this unit (graded units), when the model carries it per unit. */
  readonly userNeedsIntegritySignature?: boolean;
}

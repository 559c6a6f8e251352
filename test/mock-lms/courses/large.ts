import { blockId, courseKey, type MockCourse, type MockSection, type UnitType } from './model';

const KEY = { org: 'edX', number: 'Large', run: '2025' };
const HUGE_KEY = { org: 'edX', number: 'Huge', run: '2025' };
const TYPES: UnitType[] = ['video', 'other', 'problem', 'video', 'problem', 'other', 'video', 'problem'];

/** 30 sections × 10 sequences × 8 units = 300 sequences and 2,400 units, for the benchmarks. */
export const LARGE_COURSE_SHAPE = { sections: 30, sequencesPerSection: 10, unitsPerSequence: 8 } as const;
/** 50 sections × 15 sequences × 8 units = 750 sequences and 6,000 units: how cost grows with size. */
export const HUGE_COURSE_SHAPE = { sections: 50, sequencesPerSection: 15, unitsPerSequence: 8 } as const;

type Shape = { sections: number; sequencesPerSection: number; unitsPerSequence: number };

function buildSections(KEY: typeof HUGE_KEY, shape: Shape): MockSection[] {
  const sections: MockSection[] = [];
  for (let s = 1; s <= shape.sections; s += 1) {
    const sequences = [];
    for (let q = 1; q <= shape.sequencesPerSection; q += 1) {
      const name = `s${s}_q${q}`;
      const graded = q % 5 === 0;
      const units = [];
      for (let u = 1; u <= shape.unitsPerSequence; u += 1) {
        const type = TYPES[(u - 1) % TYPES.length] ?? 'other';
        units.push({
          id: blockId(KEY, 'vertical', `${name}_u${u}`),
          title: `Unit ${s}.${q}.${u}`,
          type,
          problems: type === 'problem' ? 1 : 0,
        });
      }
      sequences.push({
        id: blockId(KEY, 'sequential', name),
        title: graded ? `Homework ${s}.${q}` : `Lesson ${s}.${q}`,
        units,
        format: graded ? 'Homework' : null,
        graded,
        due: graded ? { days: s * 3 - 30 } : null,
        effortTime: 900 + q * 60,
        effortActivities: shape.unitsPerSequence,
      });
    }
    sections.push({ id: blockId(KEY, 'chapter', `s${s}`), title: `Module ${s}: Topic ${s}`, sequences });
  }
  return sections;
}

export const largeCourse: MockCourse = {
  id: courseKey(KEY.org, KEY.number, KEY.run),
  ...KEY,
  title: 'Large Course for Benchmarks',
  start: { days: -100 },
  end: { days: 300 },
  selfPaced: true,
  contentTypeGating: false,
  verifiedMode: null,
  exitPageActive: true,
  showCalculator: true,
  gradingPolicy: {
    assignmentPolicies: [{ type: 'Homework', shortLabel: 'HW', numTotal: 60, numDroppable: 5, weight: 1 }],
    gradeRange: { A: 0.9, B: 0.8, C: 0.65 },
  },
  sections: buildSections(KEY, LARGE_COURSE_SHAPE),
};

export const hugeCourse: MockCourse = {
  ...largeCourse,
  id: courseKey(HUGE_KEY.org, HUGE_KEY.number, HUGE_KEY.run),
  ...HUGE_KEY,
  title: 'Huge Course for Benchmarks',
  gradingPolicy: {
    assignmentPolicies: [{ type: 'Homework', shortLabel: 'HW', numTotal: 150, numDroppable: 5, weight: 1 }],
    gradeRange: { A: 0.9, B: 0.8, C: 0.65 },
  },
  sections: buildSections(HUGE_KEY, HUGE_COURSE_SHAPE),
};

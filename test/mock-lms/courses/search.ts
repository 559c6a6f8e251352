import {
  blockId,
  courseKey,
  type MockCourse,
  type MockSearchComponent,
  type MockUnit,
  type UnitType,
} from './model';

const KEY = { org: 'edX', number: 'SearchX', run: '2026' };

const unit = (name: string, title: string, type: UnitType, extra: Partial<MockUnit> = {}): MockUnit => ({
  id: blockId(KEY, 'vertical', name),
  title,
  type,
  ...extra,
});

const seq = (name: string) => blockId(KEY, 'sequential', name);

/** The components the index holds, each in the unit named by `unit` (its block name). */
const html = (name: string, unitName: string, displayName: string, text: string): MockSearchComponent => ({
  id: blockId(KEY, 'html', name),
  unitId: blockId(KEY, 'vertical', unitName),
  contentType: 'Text',
  displayName,
  text,
});

const video = (
  name: string,
  unitName: string,
  displayName: string,
  transcript: string,
): MockSearchComponent => ({
  id: blockId(KEY, 'video', name),
  unitId: blockId(KEY, 'vertical', unitName),
  contentType: 'Video',
  displayName,
  transcript,
});

const problem = (
  name: string,
  unitName: string,
  displayName: string,
  capaText: string,
): MockSearchComponent => ({
  id: blockId(KEY, 'problem', name),
  unitId: blockId(KEY, 'vertical', unitName),
  contentType: 'CAPA',
  displayName,
  capaText,
});

/** The glossary: one unit per term, enough that a search for "cell" has more than one page of results. */
const GLOSSARY = [
  'Cell membrane',
  'Cell wall',
  'Cytoplasm',
  'Nucleus',
  'Mitochondrion',
  'Chloroplast',
  'Ribosome',
  'Vacuole',
  'Lysosome',
  'Golgi apparatus',
  'Endoplasmic reticulum',
  'Cytoskeleton',
  'Centriole',
  'Stem cell',
  'Cell cycle',
  'Mitosis',
  'Meiosis',
  'Osmosis',
  'Diffusion',
  'Enzyme',
] as const;

const termName = (term: string) => term.toLowerCase().replace(/[^a-z]+/g, '_');

/**
 * A course with the courseware search on (issue 46): a short biology course whose units hold text, videos
 * with transcripts and problems, and a glossary of twenty terms, so one word ("cell") finds more than one
 * page of results of every kind. Verified and audit learners are enrolled; every other course of the mock
 * has the search off.
 */
export const searchCourse: MockCourse = {
  id: courseKey(KEY.org, KEY.number, KEY.run),
  ...KEY,
  title: 'Searchable Biology',
  start: { days: -30 },
  end: { days: 90 },
  selfPaced: true,
  contentTypeGating: false,
  verifiedMode: null,
  auditAccessDays: null,
  exitPageActive: true,
  license: null,
  celebrations: { firstSection: false, streakDays: null },
  gradingPolicy: {
    assignmentPolicies: [{ type: 'Homework', shortLabel: 'HW', numTotal: 2, numDroppable: 0, weight: 1 }],
    gradeRange: { Pass: 0.5 },
  },
  sections: [
    {
      id: blockId(KEY, 'chapter', 'cells'),
      title: 'Week 1: Cells',
      sequences: [
        {
          id: seq('inside_the_cell'),
          title: 'Inside the cell',
          units: [
            unit('cell_reading', 'Reading: the cell', 'other'),
            unit('membrane_lecture', 'Lecture: membranes', 'video'),
            unit('cell_check', 'Check: parts of a cell', 'problem', { problems: 1 }),
          ],
        },
        {
          id: seq('energy'),
          title: 'Energy',
          format: 'Homework',
          graded: true,
          units: [
            unit('photosynthesis_reading', 'Reading: photosynthesis', 'other'),
            unit('respiration_lecture', 'Lecture: respiration', 'video'),
            unit('energy_practice', 'Practice: energy', 'problem', { problems: 1 }),
          ],
        },
      ],
    },
    {
      id: blockId(KEY, 'chapter', 'genetics'),
      title: 'Week 2: Genetics',
      sequences: [
        {
          id: seq('dna'),
          title: 'DNA',
          format: 'Homework',
          graded: true,
          units: [
            unit('dna_reading', 'Reading: the double helix', 'other'),
            unit('replication_lecture', 'Lecture: replication', 'video'),
            unit('dna_quiz', 'Quiz: DNA', 'problem', { problems: 1 }),
          ],
        },
      ],
    },
    {
      id: blockId(KEY, 'chapter', 'glossary'),
      title: 'Glossary',
      sequences: [
        {
          id: seq('terms'),
          title: 'Terms',
          units: GLOSSARY.map((term) => unit(`term_${termName(term)}`, term, 'other')),
        },
      ],
    },
  ],
  coursewareSearch: {
    components: [
      html(
        'cell_reading_text',
        'cell_reading',
        'The cell',
        'Every living thing is made of cells. A cell keeps its inside apart from the outside with a membrane.',
      ),
      video(
        'membrane_video',
        'membrane_lecture',
        'Membranes',
        'In this lecture we look at the cell membrane, a double layer of lipids that lets some molecules through.',
      ),
      problem(
        'cell_check_problem',
        'cell_check',
        'Parts of a cell',
        'Which part of the cell holds its DNA? The nucleus, the ribosome or the membrane?',
      ),
      html(
        'photosynthesis_text',
        'photosynthesis_reading',
        'Photosynthesis',
        'Plants turn light, water and carbon dioxide into sugar and oxygen. Photosynthesis happens in the chloroplast of a plant cell.',
      ),
      video(
        'respiration_video',
        'respiration_lecture',
        'Cellular respiration',
        'Respiration releases the energy stored in sugar. Every cell does it, in its mitochondria.',
      ),
      problem(
        'energy_problem',
        'energy_practice',
        'Energy in the cell',
        'Where does photosynthesis take place, and where does respiration?',
      ),
      html(
        'dna_text',
        'dna_reading',
        'The double helix',
        'DNA is two strands wound around each other. Each cell copies its DNA before it divides.',
      ),
      video(
        'replication_video',
        'replication_lecture',
        'Replication',
        'Before a cell divides, an enzyme unzips the DNA and each strand is copied.',
      ),
      problem('dna_quiz_problem', 'dna_quiz', 'DNA quiz', 'How many strands does DNA have?'),
      {
        id: blockId(KEY, 'discussion', 'dna_discussion'),
        unitId: blockId(KEY, 'vertical', 'dna_reading'),
        contentType: 'Discussion',
        displayName: 'Discuss the double helix',
      },
      ...GLOSSARY.map((term) =>
        html(
          `term_${termName(term)}_text`,
          `term_${termName(term)}`,
          term,
          `${term}: a term of cell biology, defined in this glossary with an example from the cell.`,
        ),
      ),
    ],
  },
};

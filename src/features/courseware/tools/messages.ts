import { defineMessages } from 'react-intl';

/** The tools' messages: the calculator, the notes toggle and their region. */
export default defineMessages({
  // Calculator
  calculator: {
    id: 'calculator.button.label',
    defaultMessage: 'Calculator',
    description: 'Button that opens or closes the calculator.',
  },
  calculatorRegion: {
    id: 'learning.tools.calculator.region',
    defaultMessage: 'Calculator',
    description: 'Accessible name of the calculator panel.',
  },
  calculatorInput: {
    id: 'calculator.input.field.label',
    defaultMessage: 'Calculator input',
    description: 'Label of the field where the learner types an expression.',
  },
  calculatorSubmit: {
    id: 'calculator.submit.button.label',
    defaultMessage: 'Calculate',
    description: 'Button that evaluates the expression.',
  },
  calculatorOutput: {
    id: 'learning.tools.calculator.output',
    defaultMessage: 'Calculator output',
    description: 'Label of the read-only field with the result.',
  },
  calculatorFailed: {
    id: 'learning.tools.calculator.failed',
    defaultMessage: 'The calculator could not be reached. Please try again.',
    description: 'Shown when the calculation request failed.',
  },
  calculatorInvalid: {
    id: 'learning.tools.calculator.invalid',
    defaultMessage: 'The expression could not be evaluated. Check it against the hints.',
    description: 'Shown when the server could not evaluate the expression.',
  },
  hints: {
    id: 'learning.tools.calculator.hints',
    defaultMessage: 'Hints',
    description: 'Button that shows or hides the calculator instructions.',
  },
  hintsTitle: {
    id: 'calculator.instructions.button.label',
    defaultMessage: 'Calculator instructions',
    description: 'Heading of the calculator instructions.',
  },
  hintParentheses: {
    id: 'learning.tools.calculator.hint.parentheses',
    defaultMessage: 'Use parentheses () to make expressions clear, for example (2+3)*4.',
    description: 'Calculator syntax hint.',
  },
  hintSpaces: {
    id: 'calculator.hint2',
    defaultMessage: 'Do not use spaces in expressions.',
    description: 'Calculator syntax hint.',
  },
  hintConstants: {
    id: 'learning.tools.calculator.hint.constants',
    defaultMessage: 'For constants, indicate multiplication explicitly, for example 5*c.',
    description: 'Calculator syntax hint.',
  },
  hintAffixes: {
    id: 'learning.tools.calculator.hint.affixes',
    defaultMessage: 'For affixes, type the number and affix without a space, for example 5c.',
    description: 'Calculator syntax hint.',
  },
  hintFunctions: {
    id: 'learning.tools.calculator.hint.functions',
    defaultMessage:
      'For functions, type the name of the function, then the expression in parentheses, for example sqrt(4).',
    description: 'Calculator syntax hint.',
  },
  hintsConstants: {
    id: 'calculator.instruction.table.to.use.constants',
    defaultMessage: 'Constants',
    description: 'Heading of the list of supported constants.',
  },
  hintsAffixes: {
    id: 'calculator.instruction.table.to.use.affixes',
    defaultMessage: 'Affixes',
    description: 'Heading of the list of supported affixes (unit prefixes such as k or M).',
  },
  hintsFunctions: {
    id: 'learning.tools.calculator.functions',
    defaultMessage: 'Functions',
    description: 'Heading of the list of supported functions.',
  },
  hintsOperators: {
    id: 'calculator.instruction.table.to.use.operators',
    defaultMessage: 'Operators',
    description: 'Heading of the list of supported operators.',
  },
  hintsNumbers: {
    id: 'calculator.instruction.table.to.use.numbers',
    defaultMessage: 'Numbers',
    description: 'Heading of the list of supported number formats.',
  },
  hintNumbers: {
    id: 'learning.tools.calculator.numbersList',
    defaultMessage: 'Integers, fractions, decimals, and scientific notation (10^-9 or 1e-9).',
    description: 'The number formats the calculator accepts.',
  },
  hintsMore: {
    id: 'learning.tools.calculator.more',
    defaultMessage: 'More about the calculator',
    description: 'Link to a help article about the calculator.',
  },
  // Notes
  showNotes: {
    id: 'notes.button.show',
    defaultMessage: 'Show Notes',
    description: 'Button that shows the learner’s notes in the unit.',
  },
  hideNotes: {
    id: 'notes.button.hide',
    defaultMessage: 'Hide Notes',
    description: 'Button that hides the learner’s notes in the unit.',
  },
  notesFailed: {
    id: 'learning.tools.notes.failed',
    defaultMessage: 'Your notes setting could not be saved. Please try again.',
    description: 'Shown when saving the notes visibility failed.',
  },
  toolsRegion: {
    id: 'learning.tools.region',
    defaultMessage: 'Course tools',
    description: 'Accessible name of the tools at the bottom of the courseware page.',
  },
});

/** Everything the calculator's hints panel lists (spec §5 "Calculator"). */
export const CALCULATOR_CONSTANTS = ['c', 'e', 'g', 'i', 'j', 'k', 'pi', 'q', 'T'] as const;
export const CALCULATOR_AFFIXES = ['%', 'd', 'c', 'm', 'u', 'n', 'p', 'k', 'M', 'G', 'T'] as const;
export const CALCULATOR_FUNCTIONS = [
  'abs',
  'exp',
  'fact',
  'factorial',
  'ln',
  'log2',
  'log10',
  'sqrt',
  'sin',
  'cos',
  'tan',
  'sec',
  'csc',
  'cot',
  'arcsin',
  'sinh',
  'arcsinh',
] as const;
/** `||` is the parallel operator (resistors in parallel: 1/(1/a+1/b)). */
export const CALCULATOR_OPERATORS = ['+', '-', '*', '/', '^', '||'] as const;

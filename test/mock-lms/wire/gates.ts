/**
 * The mock LMS's calculator (GET /calculate, courseware contract §9.1): a small, honest evaluator of the
 * syntax of spec §5. Numbers (integers, decimals, fractions through `/`, scientific notation `1e-9`),
 * `+ - * / ^` and `||` (parallel: 1/(1/a+1/b)), parentheses, the constants c, e, g, k, pi, q, T, a number's
 * affix (%, d, c, m, u, n, p, k, M, G, T: `5c` = 0.05), and the functions of the spec. What it does not
 * support (complex numbers: the constants i and j; unknown names; bad syntax) answers "Invalid syntax", as
 * the LMS does. Results are formatted as Python formats a float ("14.0").
 */
export const INVALID_SYNTAX = 'Invalid syntax';

class CalcError extends Error {}

const CONSTANTS: Readonly<Record<string, number>> = {
  c: 2.998e8,
  e: Math.E,
  g: 9.80665,
  k: 1.3806488e-23,
  pi: Math.PI,
  q: 1.602176565e-19,
  T: 298.15,
};

const UNSUPPORTED_CONSTANTS = new Set(['i', 'j']);

const AFFIXES: Readonly<Record<string, number>> = {
  '%': 0.01,
  d: 1e-1,
  c: 1e-2,
  m: 1e-3,
  u: 1e-6,
  n: 1e-9,
  p: 1e-12,
  k: 1e3,
  M: 1e6,
  G: 1e9,
  T: 1e12,
};

function factorial(x: number): number {
  if (!Number.isInteger(x) || x < 0 || x > 170) throw new CalcError('factorial');
  let out = 1;
  for (let n = 2; n <= x; n += 1) out *= n;
  return out;
}

const FUNCTIONS: Readonly<Record<string, (x: number) => number>> = {
  abs: Math.abs,
  exp: Math.exp,
  fact: factorial,
  factorial,
  ln: Math.log,
  log2: Math.log2,
  log10: Math.log10,
  sqrt: Math.sqrt,
  sin: Math.sin,
  cos: Math.cos,
  tan: Math.tan,
  sec: (x) => 1 / Math.cos(x),
  csc: (x) => 1 / Math.sin(x),
  cot: (x) => 1 / Math.tan(x),
  arcsin: Math.asin,
  sinh: Math.sinh,
  arcsinh: Math.asinh,
};

type Token = { kind: 'num'; value: number } | { kind: 'name'; value: string } | { kind: 'op'; value: string };

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const src = text.replace(/\s+/g, '');
  while (i < src.length) {
    const rest = src.slice(i);
    const number = /^(\d+\.?\d*|\.\d+)(e[+-]?\d+)?/i.exec(rest);
    if (number) {
      let value = Number(number[0]);
      i += number[0].length;
      // An affix straight after the number (5c, 3k, 50%), unless it starts a longer name (5*cos needs *).
      const affix = /^(%|[dcmunpkMGT])(?![A-Za-z0-9_(])/.exec(src.slice(i));
      if (affix) {
        value *= AFFIXES[affix[1] as keyof typeof AFFIXES] ?? 1;
        i += affix[0].length;
      }
      tokens.push({ kind: 'num', value });
      continue;
    }
    const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(rest);
    if (name) {
      tokens.push({ kind: 'name', value: name[0] });
      i += name[0].length;
      continue;
    }
    if (rest.startsWith('||')) {
      tokens.push({ kind: 'op', value: '||' });
      i += 2;
      continue;
    }
    const ch = rest[0] ?? '';
    if ('+-*/^()'.includes(ch)) {
      tokens.push({ kind: 'op', value: ch });
      i += 1;
      continue;
    }
    throw new CalcError(`unexpected ${ch}`);
  }
  return tokens;
}

/** Grammar: sum := product (('+'|'-') product)*; product := parallel (('*'|'/') parallel)*;
 *  parallel := unary ('||' unary)*; unary := ('+'|'-') unary | power; power := atom ('^' unary)?;
 *  atom := number | constant | function '(' sum ')' | '(' sum ')'. */
function parse(tokens: Token[]): number {
  let pos = 0;
  const peek = () => tokens[pos];
  const isOp = (value: string) => {
    const t = peek();
    return t?.kind === 'op' && t.value === value;
  };
  const expect = (value: string) => {
    if (!isOp(value)) throw new CalcError(`expected ${value}`);
    pos += 1;
  };

  const sum = (): number => {
    let value = product();
    while (isOp('+') || isOp('-')) {
      const op = (peek() as Token).value;
      pos += 1;
      const right = product();
      value = op === '+' ? value + right : value - right;
    }
    return value;
  };
  const product = (): number => {
    let value = parallel();
    while (isOp('*') || isOp('/')) {
      const op = (peek() as Token).value;
      pos += 1;
      const right = parallel();
      if (op === '/' && right === 0) throw new CalcError('division by zero');
      value = op === '*' ? value * right : value / right;
    }
    return value;
  };
  const parallel = (): number => {
    let value = unary();
    while (isOp('||')) {
      pos += 1;
      const right = unary();
      if (value === 0 || right === 0) throw new CalcError('parallel with zero');
      value = 1 / (1 / value + 1 / right);
    }
    return value;
  };
  const unary = (): number => {
    if (isOp('-')) {
      pos += 1;
      return -unary();
    }
    if (isOp('+')) {
      pos += 1;
      return unary();
    }
    return power();
  };
  const power = (): number => {
    const base = atom();
    if (isOp('^')) {
      pos += 1;
      return base ** unary();
    }
    return base;
  };
  const atom = (): number => {
    const t = peek();
    if (!t) throw new CalcError('unexpected end');
    if (t.kind === 'num') {
      pos += 1;
      return t.value;
    }
    if (t.kind === 'name') {
      pos += 1;
      const fn = FUNCTIONS[t.value];
      if (fn) {
        expect('(');
        const value = fn(sum());
        expect(')');
        return value;
      }
      if (UNSUPPORTED_CONSTANTS.has(t.value)) throw new CalcError('complex numbers are not supported');
      const constant = CONSTANTS[t.value];
      if (constant === undefined) throw new CalcError(`unknown name ${t.value}`);
      return constant;
    }
    if (t.value === '(') {
      pos += 1;
      const value = sum();
      expect(')');
      return value;
    }
    throw new CalcError(`unexpected ${t.value}`);
  };

  const value = sum();
  if (pos !== tokens.length) throw new CalcError('trailing input');
  return value;
}

/** A float as Python's repr writes it: "14.0", "0.5", "1e-09", "2.998e+08", "inf". */
export function pythonFloat(value: number): string {
  if (Number.isNaN(value)) return 'nan';
  if (!Number.isFinite(value)) return value > 0 ? 'inf' : '-inf';
  const abs = Math.abs(value);
  if (abs !== 0 && (abs >= 1e16 || abs < 1e-4)) {
    const [mantissa = '', exponent = '0'] = value.toExponential().split('e');
    const exp = Number(exponent);
    return `${mantissa}e${exp < 0 ? '-' : '+'}${String(Math.abs(exp)).padStart(2, '0')}`;
  }
  const text = String(value);
  return Number.isInteger(value) ? `${text}.0` : text;
}

/** The LMS's answer for an equation: the value, or "Invalid syntax". */
export function calculate(equation: string): string {
  try {
    if (equation.trim() === '') return INVALID_SYNTAX;
    const value = parse(tokenize(equation));
    if (Number.isNaN(value)) return INVALID_SYNTAX;
    return pythonFloat(value);
  } catch (error) {
    if (error instanceof CalcError) return INVALID_SYNTAX;
    throw error;
  }
}

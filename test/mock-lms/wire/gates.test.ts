import { describe, expect, it } from 'vitest';
import { calculate, INVALID_SYNTAX, pythonFloat } from './gates';

describe('the mock calculator', () => {
  it.each([
    ['2+3*4', '14.0'],
    ['(2+3)*4', '20.0'],
    ['2^10', '1024.0'],
    ['-2^2', '-4.0'],
    ['1/4', '0.25'],
    ['1e-9*1e9', '1.0'],
    ['10^-9', '1e-09'],
    ['5c', '0.05'],
    ['50%', '0.5'],
    ['2k', '2000.0'],
    ['3M/1G', '0.003'],
    ['5*c', '1499000000.0'],
    ['sqrt(16)', '4.0'],
    ['fact(5)', '120.0'],
    ['factorial(3)', '6.0'],
    ['log10(1000)', '3.0'],
    ['log2(8)', '3.0'],
    ['ln(e)', '1.0'],
    ['abs(-3)', '3.0'],
    ['cos(0)', '1.0'],
    ['sec(0)', '1.0'],
    ['arcsin(1)*2/pi', '1.0'],
    ['sinh(0)+arcsinh(0)', '0.0'],
    ['2||2', '1.0'],
    ['exp(0)', '1.0'],
    ['2 + 3', '5.0'],
  ])('%s = %s', (equation, result) => {
    expect(calculate(equation)).toBe(result);
  });

  it.each(['', '2+', '(1', '1/0', 'foo(2)', 'x', 'i', '2*j', 'fact(2.5)', '2$3', 'sqrt(-1)'])(
    'answers Invalid syntax to %j',
    (equation) => {
      expect(calculate(equation)).toBe(INVALID_SYNTAX);
    },
  );

  it('formats floats as Python does', () => {
    expect(pythonFloat(14)).toBe('14.0');
    expect(pythonFloat(2.998e8)).toBe('299800000.0');
    expect(pythonFloat(1e20)).toBe('1e+20');
    expect(pythonFloat(0.00001)).toBe('1e-05');
    expect(pythonFloat(Infinity)).toBe('inf');
  });
});

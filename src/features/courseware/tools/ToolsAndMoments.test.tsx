import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { lmsUrl } from '@test/mock-lms/env';
import { notesFor } from '@test/mock-lms/handlers/gates';
import { mockLms } from '@test/mock-lms/node';
import { gatesCourse } from '@test/mock-lms/courses';
import { recordRequests } from '@test/mock-lms/requests';
import { course, renderPiece } from '@test/coursewarePieces';
import {
  CALCULATOR_AFFIXES,
  CALCULATOR_CONSTANTS,
  CALCULATOR_FUNCTIONS,
  CALCULATOR_OPERATORS,
} from './calculatorHints';
import { ToolsAndMoments } from './ToolsAndMoments';

describe('ToolsAndMoments: calculator', () => {
  it('is not offered when showCalculator is false', async () => {
    await renderPiece(<ToolsAndMoments course={course({ showCalculator: false })} />);
    expect(screen.queryByRole('button', { name: 'Calculator' })).not.toBeInTheDocument();
  });

  it('sends the text as typed and shows the result', async () => {
    const calls = recordRequests((url) => url.pathname === '/calculate');
    const { user } = await renderPiece(<ToolsAndMoments course={course()} />);
    await user.click(screen.getByRole('button', { name: 'Calculator' }));
    await user.type(screen.getByLabelText('Calculator input'), '2+3*4');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await waitFor(() => expect(screen.getByLabelText('Calculator output')).toHaveTextContent('14.0'));
    expect(calls.map(({ url }) => url.searchParams.get('equation'))).toEqual(['2+3*4']);
  });

  it('points at the hints when the LMS cannot evaluate the text', async () => {
    const { user } = await renderPiece(<ToolsAndMoments course={course()} />);
    await user.click(screen.getByRole('button', { name: 'Calculator' }));
    await user.type(screen.getByLabelText('Calculator input'), '2+{enter}');
    await waitFor(() =>
      expect(screen.getByLabelText('Calculator output')).toHaveTextContent('Invalid syntax'),
    );
    expect(
      screen.getByText('The expression could not be evaluated. Check it against the hints.'),
    ).toBeInTheDocument();
  });

  it('says so when the calculator cannot be reached, keeping the last result', async () => {
    const { user } = await renderPiece(<ToolsAndMoments course={course()} />);
    await user.click(screen.getByRole('button', { name: 'Calculator' }));
    await user.type(screen.getByLabelText('Calculator input'), '1+1{enter}');
    await waitFor(() => expect(screen.getByLabelText('Calculator output')).toHaveTextContent('2.0'));
    mockLms.use(http.get(lmsUrl('/calculate'), () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The calculator could not be reached. Please try again.',
    );
    expect(screen.getByLabelText('Calculator output')).toHaveTextContent('2.0');
  });

  it('lists every rule, constant, affix, function and operator in the hints', async () => {
    const { user } = await renderPiece(<ToolsAndMoments course={course()} />);
    await user.click(screen.getByRole('button', { name: 'Calculator' }));
    const hintsButton = screen.getByRole('button', { name: 'Hints' });
    expect(hintsButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(hintsButton);
    const hints = screen.getByRole('group', { name: 'Calculator instructions' });
    for (const rule of [
      'Use parentheses () to make expressions clear, for example (2+3)*4.',
      'Do not use spaces in expressions.',
      'For constants, indicate multiplication explicitly, for example 5*c.',
      'For affixes, type the number and affix without a space, for example 5c.',
      'For functions, type the name of the function, then the expression in parentheses, for example sqrt(4).',
    ]) {
      expect(within(hints).getByText(rule)).toBeInTheDocument();
    }
    const codes = within(hints)
      .getAllByText((_text, el) => el?.tagName === 'CODE')
      .map((el) => el.textContent);
    for (const item of [
      ...CALCULATOR_CONSTANTS,
      ...CALCULATOR_AFFIXES,
      ...CALCULATOR_FUNCTIONS,
      ...CALCULATOR_OPERATORS,
    ]) {
      expect(codes).toContain(item);
    }
    expect(within(hints).getByText(/scientific notation \(10\^-9 or 1e-9\)/)).toBeInTheDocument();
  });
});

describe('ToolsAndMoments: notes', () => {
  it('is not offered when notes are disabled', async () => {
    await renderPiece(<ToolsAndMoments course={course({ notes: { enabled: false, visible: false } })} />);
    expect(screen.queryByRole('button', { name: /Notes/ })).not.toBeInTheDocument();
  });

  it('stores the new state, then flips and tells the unit frame', async () => {
    const frame = document.createElement('iframe');
    frame.id = 'unit-iframe';
    document.body.appendChild(frame);
    const post = vi.spyOn(frame.contentWindow as Window, 'postMessage').mockImplementation(() => undefined);
    const { user } = await renderPiece(<ToolsAndMoments course={course()} />);
    await user.click(screen.getByRole('button', { name: 'Show Notes' }));
    expect(await screen.findByRole('button', { name: 'Hide Notes' })).toHaveAttribute('aria-pressed', 'true');
    expect(notesFor(gatesCourse, 'edx').visible).toBe(true);
    expect(post).toHaveBeenCalledWith('tools.toggleNotes', 'http://localhost:18000');
    frame.remove();
  });

  it('keeps the state and says so when saving fails', async () => {
    mockLms.use(
      http.put(
        lmsUrl('/courses/:courseId/edxnotes/visibility/'),
        () => new HttpResponse(null, { status: 500 }),
      ),
    );
    const { user } = await renderPiece(
      <ToolsAndMoments course={course({ notes: { enabled: true, visible: true } })} />,
    );
    await user.click(screen.getByRole('button', { name: 'Hide Notes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your notes setting could not be saved. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Hide Notes' })).toBeInTheDocument();
  });
});

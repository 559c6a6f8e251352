import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ExamScreen } from './rules';
import { useScreenFocus } from './useScreenFocus';

function Screen({ kind }: { kind: ExamScreen['kind'] | null }) {
  const focusRef = useScreenFocus(kind);
  return (
    <h1 tabIndex={-1} ref={focusRef}>
      {kind}
    </h1>
  );
}

describe('useScreenFocus', () => {
  it('focuses the heading when the screen changes, not on the first screen, nor while checking', () => {
    const { rerender } = render(<Screen kind={null} />);
    rerender(<Screen kind="instructions" />);
    expect(screen.getByRole('heading')).not.toHaveFocus();
    rerender(<Screen kind="in-progress" />);
    expect(screen.getByRole('heading')).toHaveFocus();
    screen.getByRole('heading').blur();
    rerender(<Screen kind="checking" />);
    expect(screen.getByRole('heading')).not.toHaveFocus();
    rerender(<Screen kind="submitted" />);
    expect(screen.getByRole('heading')).toHaveFocus();
  });

  it('leaves the focus alone when the same screen renders again', () => {
    const { rerender } = render(<Screen kind="instructions" />);
    rerender(<Screen kind="in-progress" />);
    screen.getByRole('heading').blur();
    rerender(<Screen kind="in-progress" />);
    expect(screen.getByRole('heading')).not.toHaveFocus();
  });
});

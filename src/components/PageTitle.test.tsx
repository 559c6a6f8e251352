import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PageTitle } from './PageTitle';

describe('PageTitle', () => {
  afterEach(() => {
    document.title = '';
  });

  it('sets the title while shown, follows its changes, and gives back the document title when gone', () => {
    document.title = 'Static title';
    const { rerender, unmount } = render(<PageTitle>Course | edX</PageTitle>);
    expect(document.title).toBe('Course | edX');
    rerender(<PageTitle>Progress | Course | edX</PageTitle>);
    expect(document.title).toBe('Progress | Course | edX');
    unmount();
    expect(document.title).toBe('Static title');
  });

  it('lets the title rendered last win, and brings the one before it back when it leaves', () => {
    const { rerender } = render(
      <>
        <PageTitle>edX</PageTitle>
      </>,
    );
    rerender(
      <>
        <PageTitle>edX</PageTitle>
        <PageTitle>Unit | Course | edX</PageTitle>
      </>,
    );
    expect(document.title).toBe('Unit | Course | edX');
    rerender(
      <>
        <PageTitle>edX</PageTitle>
      </>,
    );
    expect(document.title).toBe('edX');
  });
});

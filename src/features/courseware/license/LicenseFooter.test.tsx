import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { course, renderPiece, sequence } from '@test/coursewarePieces';
import { LicenseFooter, UnitFooter } from './LicenseFooter';

describe('LicenseFooter', () => {
  it('the unit footer shows the course license', async () => {
    await renderPiece(<UnitFooter course={course()} sequence={sequence()} />);
    expect(screen.getByRole('link')).toHaveTextContent('CC BY-NC 4.0');
  });

  it('all rights reserved', async () => {
    await renderPiece(<LicenseFooter license="all-rights-reserved" />);
    expect(screen.getByText('All Rights Reserved')).toBeInTheDocument();
  });

  it('Creative Commons with its terms and a link to the deed', async () => {
    await renderPiece(<LicenseFooter license="creative-commons: ver=4.0 BY NC" />);
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', 'https://creativecommons.org/licenses/by-nc/4.0/');
    expect(link).toHaveTextContent('CC BY-NC 4.0');
    expect(link).toHaveTextContent('Attribution and Noncommercial');
    expect(link).toHaveTextContent('Some Rights Reserved');
  });

  it('missing means CC BY SA 4.0; no options mean CC0 1.0', async () => {
    const { unmount } = await renderPiece(<LicenseFooter license={null} />);
    expect(screen.getByRole('link')).toHaveTextContent('CC BY-SA 4.0');
    unmount();
    await renderPiece(<LicenseFooter license="creative-commons:" />);
    expect(screen.getByRole('link')).toHaveTextContent('CC CC0 1.0');
    expect(screen.getByRole('link')).toHaveTextContent('No Rights Reserved');
  });
});

import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { loadMessages } from '@/platform/i18n';
import { TEST_RAW_CONFIG, signInAs } from '@test/render';
import { boot } from './boot';
import { BootErrorPage } from './BootErrorPage';

describe('boot', () => {
  it('resolves the locale, sets <html lang dir> and the user before the first render', async () => {
    document.cookie = 'openedx-language-preference=ar; path=/';
    signInAs('audit');
    document.cookie = 'openedx-language-preference=ar; path=/';
    const result = await boot({ build: TEST_RAW_CONFIG });
    expect(result.ok).toBe(true);
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    if (result.ok) {
      expect(result.platform.user?.username).toBe('edx');
      expect(result.messages['learn.course.load.failure']).toBe('حدث خطأ أثناء تحميل هذا المساق.');
    }
  });

  it('boots a visitor when the refresh says 401', async () => {
    const result = await boot({ build: TEST_RAW_CONFIG });
    expect(result.ok && result.platform.user).toBeNull();
  });

  it('stops with an error naming the missing configuration', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await boot({ build: { ...TEST_RAW_CONFIG, LMS_BASE_URL: '' } });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const reload = vi.fn();
    // Pre-boot: main.tsx shows this page when boot fails, before any store or router, in a bare IntlProvider.
    render(
      <IntlProvider locale="en" messages={{}}>
        <BootErrorPage error={result.error} reload={reload} />
      </IntlProvider>,
    );
    expect(screen.getByRole('heading', { name: /An unexpected error occurred/ })).toBeInTheDocument();
    expect(screen.getByText(/The required setting LMS_BASE_URL is not set\./)).toBeInTheDocument();
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(reload).toHaveBeenCalled();
  });

  it('shows the error page in the learner’s language', async () => {
    // Pre-boot as above, so the same bare IntlProvider, not renderWithProviders.
    render(
      <IntlProvider locale="fr" messages={await loadMessages('fr')}>
        <BootErrorPage error={new Error('boom')} />
      </IntlProvider>,
    );
    expect(screen.getByText('Erreur : boom')).toBeInTheDocument();
  });
});

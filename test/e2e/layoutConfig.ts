import type { Page } from '@playwright/test';

const TUTOR = process.env.TUTOR_APP_ORIGIN ?? 'http://localhost:2010';

/**
 * The spec's courseware layout against today's LMS, as a site that sets `COURSEWARE_LAYOUT=spec` gets it
 * (decision 0023): the Tutor build reads the key from the LMS's runtime configuration, and the test adds it
 * to the LMS's answer as a site's configuration would (as progress.spec.ts adds its key). `mock.era('spec')`
 * gives the spec's layout too, but with the spec's LMS, which lacks what only today's has (the tours'
 * record, the notifications, the navigation sidebar's call).
 */
export async function specLayoutOnTutor(page: Page): Promise<void> {
  await page.route(`${TUTOR}/api/mfe_config/v1*`, async (route) => {
    const answer = await route.fetch();
    const config = (await answer.json()) as Record<string, unknown>;
    await route.fulfill({ response: answer, json: { ...config, COURSEWARE_LAYOUT: 'spec' } });
  });
}

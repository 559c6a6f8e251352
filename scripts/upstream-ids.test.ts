import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readUpstreamIds, upstreamReport } from './upstream-ids.ts';

const root = path.resolve(import.meta.dirname, '..');
const source = JSON.parse(fs.readFileSync(path.join(root, 'i18n/source/messages.json'), 'utf8')) as Record<
  string,
  { defaultMessage: string }
>;

describe('Open edX message ids (decision 0021)', () => {
  const report = upstreamReport(source, readUpstreamIds());

  it('uses an upstream id for at least 275 messages, and the index lists only ids the app has', () => {
    expect(report.upstream).toBeGreaterThanOrEqual(275);
    expect(report.stale).toEqual([]);
  });

  it('words an upstream message as upstream does, but for the listed exceptions', () => {
    // Placeholders or wording of this app's (decision 0021): their community translations are dropped
    // by the pipeline when the placeholders differ, and used as they are otherwise.
    // Case, punctuation, quotes or placeholder names of this app's (the spec's); the rest as upstream's.
    expect(report.reworded.sort()).toEqual([
      'Hyperlink.externalLinkTitle',
      'account-activation.alert.message',
      'calculator.input.field.label',
      'calculator.instructions.button.label',
      'courseCelebration.certificateBody.notAvailable.endDate.v2',
      'courseExit.dashboardLink',
      'courseOutline.loading',
      'exam.SubmitExamInstructions.continueButton',
      'exam.apiError.supportText.withLink',
      'exam.aria.hideTimer',
      'exam.aria.showTimer',
      'exam.examTimer.endExamBtn',
      'exam.submitExamInstructions.submit',
      'exam.submitExamInstructions.warningText',
      'exam.submittedExamInstructions.title',
      'learn.hiddenAfterDue.gradeAvailable',
      'learning.activeEnterprise.alert',
      'learning.celebration.goalCongrats',
      'learning.celebration.setGoal',
      'learning.effortEstimation.activities',
      'learning.effortEstimation.minutesAbbreviated',
      'learning.generic.upsell.fullAccessBullet',
      'learning.generic.upsell.supportMissionBullet',
      'learning.generic.upsell.unlockGradedBullet',
      'learning.generic.upsell.verifiedCertBullet',
      'learning.goals.unsubscribe.header',
      'learning.notification.preferences.unsubscribe.preferenceCenterUrl',
      'learning.outline.welcomeMessage',
      'learning.proctoringPanel.detail.otherCourseApproved',
      'learning.upgradeButton.buttonText',
      'learning.upgradeButton.screenReaderInlinePrices',
      'masquerade-widget.userName.input.placeholder',
      'progress.certificateBody.notAvailable.endDate',
      'progress.certificateStatus.notAvailable.endDate',
      'progress.creditInformation.creditEligible',
      'progress.relatedLinks.outlineCard.link',
    ]);
  });

  it('counts by repository', () => {
    expect(
      upstreamReport(
        { 'a.x': { defaultMessage: 'A' }, 'b.y': { defaultMessage: 'B' }, 'own.z': { defaultMessage: 'Z' } },
        {
          'a.x': { repository: 'openedx/paragon', english: 'A' },
          'b.y': { repository: 'openedx/paragon', english: 'Bee' },
          'gone.q': { repository: 'openedx/paragon', english: 'Q' },
        },
      ),
    ).toEqual({
      total: 3,
      upstream: 2,
      byRepository: { 'openedx/paragon': 2 },
      reworded: ['b.y'],
      stale: ['gone.q'],
    });
  });
});

import { FIRST_ACTIVE_ENTERPRISE } from './courses/enterprise';
import { featureState } from './state';

/**
 * What the enterprise pages of the mock LMS keep (issue 46; handlers/enterprise.ts): the courses each
 * learner gave data-sharing consent for (`username|courseId`), and each learner's active enterprise
 * (FIRST_ACTIVE_ENTERPRISE until they switch).
 */
export const enterpriseState = () =>
  featureState('enterprise', () => ({ consented: new Set<string>(), active: new Map<string, string>() }));

export const activeEnterpriseOf = (username: string) =>
  enterpriseState().active.get(username) ?? FIRST_ACTIVE_ENTERPRISE;

/**
 * Every configuration key the app reads, under its Open edX name. Shared by vite.config.ts (which copies
 * these, and only these, from the build environment into the bundle) and by config.ts (which validates
 * and merges them). Keep this file free of imports: the build loads it before anything else exists.
 */
export const REQUIRED_CONFIG_KEYS = [
  'BASE_URL',
  'LMS_BASE_URL',
  'LOGIN_URL',
  'LOGOUT_URL',
  'SITE_NAME',
] as const;

export const OPTIONAL_CONFIG_KEYS = [
  // Platform keys (frontend-platform, header, footer).
  'PUBLIC_PATH',
  'APP_ID',
  'MFE_CONFIG_API_URL',
  'REFRESH_ACCESS_TOKEN_ENDPOINT',
  'ACCESS_TOKEN_COOKIE_NAME',
  'CSRF_TOKEN_API_PATH',
  'LANGUAGE_PREFERENCE_COOKIE_NAME',
  'USER_INFO_COOKIE_NAME',
  'SESSION_COOKIE_DOMAIN',
  'MARKETING_SITE_BASE_URL',
  'STUDIO_BASE_URL',
  'DISCOVERY_API_BASE_URL',
  // The edx-exams service (exams contract §8): set on sites that run it, the timed exams talk to it.
  'EXAMS_BASE_URL',
  'CREDENTIALS_BASE_URL',
  'ECOMMERCE_BASE_URL',
  'ORDER_HISTORY_URL',
  'ACCOUNT_PROFILE_URL',
  'ACCOUNT_SETTINGS_URL',
  'LOGO_URL',
  'LOGO_TRADEMARK_URL',
  'LOGO_WHITE_URL',
  'FAVICON_URL',
  'SEGMENT_KEY',
  'IGNORED_ERROR_REGEX',
  'SUPPORT_URL',
  // Learning app keys.
  'CONTACT_URL',
  'TERMS_OF_SERVICE_URL',
  'PRIVACY_POLICY_URL',
  'SEARCH_CATALOG_URL',
  'SUPPORT_URL_CALCULATOR_MATH',
  'SUPPORT_URL_ID_VERIFICATION',
  'SUPPORT_URL_VERIFIED_CERTIFICATE',
  'SOCIAL_UTM_MILESTONE_CAMPAIGN',
  'TWITTER_HASHTAG',
  'TWITTER_URL',
  'INSIGHTS_BASE_URL',
  'CREDIT_HELP_LINK_URL',
  'LEGACY_THEME_NAME',
  'ENTERPRISE_LEARNER_PORTAL_HOSTNAME',
  // Where an enterprise learner whose course has not started goes (access code
  // course_not_started_enterprise_learner, issue 46); without it, the portal at the hostname above.
  'ENTERPRISE_LEARNER_PORTAL_URL',
  'PROCTORED_EXAM_FAQ_URL',
  'PROCTORED_EXAM_RULES_URL',
  // Platform paths and services (issue 16): the discussions app framed by the discussion tab, Google
  // Analytics 4, and the New Relic browser agent (frontend-build's build-time names).
  'DISCUSSIONS_MFE_BASE_URL',
  'GOOGLE_ANALYTICS_4_ID',
  'ENABLE_NEW_RELIC',
  'NEW_RELIC_ACCOUNT_ID',
  'NEW_RELIC_AGENT_ID',
  'NEW_RELIC_TRUST_KEY',
  'NEW_RELIC_LICENSE_KEY',
  'NEW_RELIC_APP_ID',
  'NEW_RELIC_LOADER_URL',
  // The LMS client's clock (http.ts): a factor on its timeouts and retry waits, default 1. The browser
  // tests build with 0.1 so a slow answer's cell takes 2 s, not 20 (decision 0019).
  'HTTP_CLOCK_SCALE',
  // The courseware's layout (decision 0023): `current` (today's learning app) or `spec`; unset, the LMS's
  // era decides (config.ts keeps only those two values).
  'COURSEWARE_LAYOUT',
] as const;

/** Flags: 'true' (from the build environment) and true (from runtime JSON) both switch them on. */
export const FLAG_CONFIG_KEYS = [
  'ENABLE_JUMPNAV',
  'ENABLE_NOTICES',
  // The progress tab's detailed grades list ungraded (practice) subsections too (issue 46).
  'SHOW_UNGRADED_ASSIGNMENT_PROGRESS',
] as const;

/**
 * Keys whose value is a JSON document: a string of JSON in the build environment, an object from
 * env.config or the runtime configuration API. Kept as the object.
 */
export const JSON_CONFIG_KEYS = ['PARAGON_THEME_URLS'] as const;

export const ALL_CONFIG_KEYS: readonly string[] = [
  ...REQUIRED_CONFIG_KEYS,
  ...OPTIONAL_CONFIG_KEYS,
  ...FLAG_CONFIG_KEYS,
  ...JSON_CONFIG_KEYS,
];

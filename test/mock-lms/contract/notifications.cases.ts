import { PERSONAS } from '../personas';
import { NOTIFICATION_APPS } from '../wire/notifications';
import type { ContractCase } from './cases';

const list = (app: string, page = 1) =>
  `/api/notifications/?app_name=${app}&page=${page}&page_size=10&tray_opened=true`;

/**
 * The header bell's calls (current-lms.md §9), today's LMS: the count for every persona, every app's first
 * page for the learners who have notifications and the verified learner's later discussion pages, marking
 * seen and read (one and an app's all); the spec's LMS has no notifications app and answers each with 404.
 */
export const cases: ContractCase[] = [
  ...PERSONAS.map((persona): ContractCase => ({
    eras: ['current'],
    example: 'notifications_count',
    path: '/api/notifications/count/',
    persona: persona.id,
  })),
  ...['verified', 'audit', 'unenrolled'].flatMap((persona) =>
    NOTIFICATION_APPS.map((app): ContractCase => ({
      eras: ['current'],
      example: 'notifications_list',
      path: list(app),
      persona,
    })),
  ),
  ...[2, 3].map((page): ContractCase => ({
    eras: ['current'],
    example: 'notifications_list',
    path: list('discussion', page),
    persona: 'verified',
  })),
  ...NOTIFICATION_APPS.map((app): ContractCase => ({
    eras: ['current'],
    example: 'notifications_mark_seen',
    method: 'PUT',
    path: `/api/notifications/mark-seen/${app}/`,
    persona: 'verified',
  })),
  {
    eras: ['current'],
    example: 'notifications_read',
    method: 'PATCH',
    path: '/api/notifications/read/',
    body: { notification_id: 1000 },
    persona: 'verified',
  },
  {
    eras: ['current'],
    example: 'notifications_read',
    method: 'PATCH',
    path: '/api/notifications/read/',
    body: { app_name: 'discussion' },
    persona: 'verified',
  },
  ...[
    ['GET', '/api/notifications/count/'],
    ['GET', list('discussion')],
    ['PUT', '/api/notifications/mark-seen/discussion/'],
  ].map(([method, path]): ContractCase => ({
    eras: ['spec'],
    example: 'notifications_not_found',
    method: method as 'GET' | 'PUT',
    path: path!,
    persona: 'verified',
    status: 404,
  })),
];

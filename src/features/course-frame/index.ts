export { CourseFrame, type CourseFrameProps } from './CourseFrame';
export { accessDeniedRedirect, type CoursePageKind } from '@/rules/accessDenied';

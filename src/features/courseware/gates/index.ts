export {
  SequenceGate,
  UnitGate,
  LockTab,
  showsLockTab,
  useGate,
  Paywall,
  HonorCode,
  PrerequisiteLock,
  HiddenAfterDue,
} from './Gates';
export { CoursewareTools } from './CoursewareTools';
export { LicenseFooter, UnitFooter } from './LicenseFooter';
export { NoticesRedirect } from './NoticesRedirect';
export { CoursewareMoments } from './Moments';
export { rememberSectionMove, crossesSection } from './celebration';
export { parseLicense } from './license';
export { usePostEventMutation } from './api';
export type { GateCourse, GateSequence, GateUnit } from './types';

import '@/styles/breadcrumb.scss';
import './courseware.scss';
import { CoursewarePage } from './CoursewarePage';
export { prefetch } from './prefetch';

export default CoursewarePage;

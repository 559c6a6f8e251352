import '@/styles/breadcrumb.scss';
import './courseware.scss';
import { CoursewarePage } from './CoursewarePage';

export default CoursewarePage;

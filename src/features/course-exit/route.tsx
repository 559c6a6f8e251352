import '@/styles/card.scss';
import '@/styles/badge.scss';
import './course-exit.scss';
import { CourseExitPage } from './CourseExitPage';

export default CourseExitPage;

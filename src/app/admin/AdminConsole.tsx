import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import NotFoundPage from '../routes/NotFoundPage';
import AdminLayout from './layout/AdminLayout';
import { RequireStaff } from './RequireStaff';
import AuditPage from './routes/AuditPage';
import CouponsPage from './routes/CouponsPage';
import CoursesPage from './routes/CoursesPage';
import LearnerPage from './routes/LearnerPage';
import LearnersPage from './routes/LearnersPage';
import MessagePage from './routes/MessagePage';
import MessagesPage from './routes/MessagesPage';
import OrdersPage from './routes/OrdersPage';
import OverviewPage from './routes/OverviewPage';
import ReviewsPage from './routes/ReviewsPage';
import StaffPage from './routes/StaffPage';

// The course editor (with Tiptap) is the console's one heavy screen: its own chunk.
const NewCoursePage = lazy(
  () => import(/* webpackChunkName: "admin-course-editor" */ './routes/NewCoursePage'),
);
const CourseEditPage = lazy(
  () => import(/* webpackChunkName: "admin-course-editor" */ './routes/CourseEditPage'),
);

/**
 * Everything under /admin, loaded as one module: staff only (RequireStaff), in the console's frame.
 * The learner's route table names only this module (src/app/adminRouteTable.ts).
 */
export default function AdminConsole() {
  return (
    <Routes>
      <Route element={<RequireStaff />}>
        <Route element={<AdminLayout />}>
          <Route index element={<OverviewPage />} />
          <Route path="courses" element={<CoursesPage />} />
          <Route path="courses/new" element={<NewCoursePage />} />
          <Route path="courses/:courseId" element={<CourseEditPage />} />
          <Route path="coupons" element={<CouponsPage />} />
          <Route path="orders" element={<OrdersPage />} />
          <Route path="learners" element={<LearnersPage />} />
          <Route path="learners/:userId" element={<LearnerPage />} />
          <Route path="staff" element={<StaffPage />} />
          <Route path="messages" element={<MessagesPage />} />
          <Route path="messages/:messageId" element={<MessagePage />} />
          <Route path="reviews" element={<ReviewsPage />} />
          <Route path="audit" element={<AuditPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}

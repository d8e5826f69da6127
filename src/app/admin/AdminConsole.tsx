import { lazy } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import NotFoundPage from '../routes/NotFoundPage';
import AdminLayout from './layout/AdminLayout';
import { ConsoleHome } from './ConsoleHome';
import { RequireConsoleArea } from './RequireConsoleArea';
import { RequireStaff } from './RequireStaff';
import AuditPage from './routes/AuditPage';
import CouponsPage from './routes/CouponsPage';
import CoursesPage from './routes/CoursesPage';
import LearnerPage from './routes/LearnerPage';
import LearnersPage from './routes/LearnersPage';
import MessagePage from './routes/MessagePage';
import MessagesPage from './routes/MessagesPage';
import OrderPage from './routes/OrderPage';
import OrdersPage from './routes/OrdersPage';
import ReviewsPage from './routes/ReviewsPage';
import StaffPage from './routes/StaffPage';
import TestsPage from './routes/TestsPage';

// The course editor (with Tiptap) is the console's one heavy screen: its own chunk.
const NewCoursePage = lazy(
  () => import(/* webpackChunkName: "admin-course-editor" */ './routes/NewCoursePage'),
);
const CourseEditPage = lazy(
  () => import(/* webpackChunkName: "admin-course-editor" */ './routes/CourseEditPage'),
);

// The marking area: evaluators open only these, so they are chunks of their own.
const MarkingQueuePage = lazy(
  () => import(/* webpackChunkName: "admin-marking" */ './routes/MarkingQueuePage'),
);
const MarkingTaskPage = lazy(
  () => import(/* webpackChunkName: "admin-marking-task" */ './routes/MarkingTaskPage'),
);
const MarkingOverviewPage = lazy(
  () => import(/* webpackChunkName: "admin-marking-overview" */ './routes/MarkingOverviewPage'),
);

// Route objects and useRoutes, as the app's own router uses (no other router exports enter the
// shared react chunk for the console's sake).
const consoleRoutes: RouteObject[] = [
  {
    element: <RequireStaff />,
    children: [
      {
        element: <AdminLayout />,
        children: [
          { index: true, element: <ConsoleHome /> },
          {
            element: <RequireConsoleArea area="staff" />,
            children: [
              { path: 'courses', element: <CoursesPage /> },
              { path: 'courses/new', element: <NewCoursePage /> },
              { path: 'courses/:courseId', element: <CourseEditPage /> },
              { path: 'coupons', element: <CouponsPage /> },
              { path: 'tests', element: <TestsPage /> },
              { path: 'orders', element: <OrdersPage /> },
              { path: 'orders/:orderId', element: <OrderPage /> },
              { path: 'learners', element: <LearnersPage /> },
              { path: 'learners/:userId', element: <LearnerPage /> },
              { path: 'staff', element: <StaffPage /> },
              { path: 'messages', element: <MessagesPage /> },
              { path: 'messages/:messageId', element: <MessagePage /> },
              { path: 'reviews', element: <ReviewsPage /> },
              { path: 'audit', element: <AuditPage /> },
            ],
          },
          {
            element: <RequireConsoleArea area="marking-overview" />,
            children: [{ path: 'marking/overview', element: <MarkingOverviewPage /> }],
          },
          {
            element: <RequireConsoleArea area="marking" />,
            children: [
              { path: 'marking', element: <MarkingQueuePage /> },
              { path: 'marking/:taskId', element: <MarkingTaskPage /> },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/**
 * Everything under /admin, loaded as one module: staff, admins and evaluators (RequireStaff), each
 * in the areas of their role (RequireConsoleArea), in the console's frame.
 * The learner's route table names only this module (src/app/adminRouteTable.ts).
 */
export default function AdminConsole() {
  return useRoutes(consoleRoutes);
}

import type { LazyModule, RouteEntry } from './routeTable';

// The staff console's routes, one branch of the route table (src/app/routeTable.ts). Every screen
// and the layout are their own chunks ("admin-…"), so a learner's first load never carries them,
// nor MUI X DataGrid, Charts or Tiptap. Relative imports only: the build reads this in Node.

const lazy = (chunk: string, load: LazyModule['load']): LazyModule => ({ chunk, load });

export const adminRoutes: RouteEntry = {
  guard: 'staff',
  children: [
    {
      path: '/admin',
      layout: lazy(
        'admin-layout',
        () => import(/* webpackChunkName: "admin-layout" */ './layout/admin/AdminLayout'),
      ),
      children: [
        {
          index: true,
          screen: lazy(
            'admin-overview',
            () => import(/* webpackChunkName: "admin-overview" */ './routes/admin/OverviewPage'),
          ),
        },
        {
          path: 'courses',
          screen: lazy(
            'admin-courses',
            () => import(/* webpackChunkName: "admin-courses" */ './routes/admin/CoursesPage'),
          ),
        },
        {
          path: 'courses/new',
          screen: lazy(
            'admin-course-new',
            () => import(/* webpackChunkName: "admin-course-new" */ './routes/admin/NewCoursePage'),
          ),
        },
        {
          path: 'courses/:courseId',
          screen: lazy(
            'admin-course-edit',
            () =>
              import(/* webpackChunkName: "admin-course-edit" */ './routes/admin/CourseEditPage'),
          ),
        },
        {
          path: 'coupons',
          screen: lazy(
            'admin-coupons',
            () => import(/* webpackChunkName: "admin-coupons" */ './routes/admin/CouponsPage'),
          ),
        },
        {
          path: 'orders',
          screen: lazy(
            'admin-orders',
            () => import(/* webpackChunkName: "admin-orders" */ './routes/admin/OrdersPage'),
          ),
        },
        {
          path: 'learners',
          screen: lazy(
            'admin-learners',
            () => import(/* webpackChunkName: "admin-learners" */ './routes/admin/LearnersPage'),
          ),
        },
        {
          path: 'learners/:userId',
          screen: lazy(
            'admin-learner',
            () => import(/* webpackChunkName: "admin-learner" */ './routes/admin/LearnerPage'),
          ),
        },
        {
          path: 'staff',
          screen: lazy(
            'admin-staff',
            () => import(/* webpackChunkName: "admin-staff" */ './routes/admin/StaffPage'),
          ),
        },
        {
          path: 'messages',
          screen: lazy(
            'admin-messages',
            () => import(/* webpackChunkName: "admin-messages" */ './routes/admin/MessagesPage'),
          ),
        },
        {
          path: 'messages/:messageId',
          screen: lazy(
            'admin-message',
            () => import(/* webpackChunkName: "admin-message" */ './routes/admin/MessagePage'),
          ),
        },
        {
          path: 'reviews',
          screen: lazy(
            'admin-reviews',
            () => import(/* webpackChunkName: "admin-reviews" */ './routes/admin/ReviewsPage'),
          ),
        },
        {
          path: 'audit',
          screen: lazy(
            'admin-audit',
            () => import(/* webpackChunkName: "admin-audit" */ './routes/admin/AuditPage'),
          ),
        },
      ],
    },
  ],
};

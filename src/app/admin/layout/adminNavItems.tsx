import AuditIcon from '@mui/icons-material/HistoryOutlined';
import CouponIcon from '@mui/icons-material/LocalOfferOutlined';
import CoursesIcon from '@mui/icons-material/MenuBookOutlined';
import MessagesIcon from '@mui/icons-material/MailOutlined';
import OrdersIcon from '@mui/icons-material/ReceiptLongOutlined';
import OverviewIcon from '@mui/icons-material/InsightsOutlined';
import LearnersIcon from '@mui/icons-material/PeopleOutlined';
import ReviewsIcon from '@mui/icons-material/RateReviewOutlined';
import StaffIcon from '@mui/icons-material/BadgeOutlined';
import TestsIcon from '@mui/icons-material/QuizOutlined';
import type { ReactElement } from 'react';
import { adminPaths } from '@/config/adminPaths';

export interface AdminNavItem {
  label: string;
  to: string;
  icon: ReactElement;
  /** Shown to admins only. */
  adminOnly?: true;
  /** Only this exact address marks it current (the overview is the console's root). */
  exact?: true;
}

/** The console's side navigation, in order. */
export const ADMIN_NAV_ITEMS: AdminNavItem[] = [
  { label: 'Overview', to: adminPaths.overview, icon: <OverviewIcon />, exact: true },
  { label: 'Courses', to: adminPaths.courses, icon: <CoursesIcon /> },
  { label: 'Coupons', to: adminPaths.coupons, icon: <CouponIcon /> },
  { label: 'Tests', to: adminPaths.tests, icon: <TestsIcon /> },
  { label: 'Orders', to: adminPaths.orders, icon: <OrdersIcon /> },
  { label: 'Learners', to: adminPaths.learners, icon: <LearnersIcon /> },
  { label: 'Messages', to: adminPaths.messages, icon: <MessagesIcon /> },
  { label: 'Reviews', to: adminPaths.reviews, icon: <ReviewsIcon /> },
  { label: 'Audit log', to: adminPaths.audit, icon: <AuditIcon /> },
  { label: 'Staff', to: adminPaths.staff, icon: <StaffIcon />, adminOnly: true },
];

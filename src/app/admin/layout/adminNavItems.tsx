import AuditIcon from '@mui/icons-material/HistoryOutlined';
import CouponIcon from '@mui/icons-material/LocalOfferOutlined';
import CoursesIcon from '@mui/icons-material/MenuBookOutlined';
import MessagesIcon from '@mui/icons-material/MailOutlined';
import MarkingIcon from '@mui/icons-material/GradingOutlined';
import MarkingOverviewIcon from '@mui/icons-material/QueryStatsOutlined';
import OrdersIcon from '@mui/icons-material/ReceiptLongOutlined';
import OverviewIcon from '@mui/icons-material/InsightsOutlined';
import LearnersIcon from '@mui/icons-material/PeopleOutlined';
import ReviewsIcon from '@mui/icons-material/RateReviewOutlined';
import StaffIcon from '@mui/icons-material/BadgeOutlined';
import TestsIcon from '@mui/icons-material/QuizOutlined';
import type { ReactElement } from 'react';
import type { ConsoleArea } from '@contract/roles';
import { adminPaths } from '@/config/adminPaths';

export interface AdminNavItem {
  label: string;
  to: string;
  icon: ReactElement;
  /** The console area it belongs to: shown to the roles that open that area. */
  area: ConsoleArea;
  /** Shown to admins only. */
  adminOnly?: true;
  /** Only this exact address marks it current (the overview is the console's root). */
  exact?: true;
  /** Addresses under `to` that are another item's (the marking overview is under marking). */
  except?: string;
}

/** The console's side navigation, in order. */
export const ADMIN_NAV_ITEMS: AdminNavItem[] = [
  {
    label: 'Overview',
    to: adminPaths.overview,
    icon: <OverviewIcon />,
    area: 'staff',
    exact: true,
  },
  { label: 'Courses', to: adminPaths.courses, icon: <CoursesIcon />, area: 'staff' },
  { label: 'Coupons', to: adminPaths.coupons, icon: <CouponIcon />, area: 'staff' },
  { label: 'Tests', to: adminPaths.tests, icon: <TestsIcon />, area: 'staff' },
  { label: 'Orders', to: adminPaths.orders, icon: <OrdersIcon />, area: 'staff' },
  { label: 'Learners', to: adminPaths.learners, icon: <LearnersIcon />, area: 'staff' },
  { label: 'Messages', to: adminPaths.messages, icon: <MessagesIcon />, area: 'staff' },
  { label: 'Reviews', to: adminPaths.reviews, icon: <ReviewsIcon />, area: 'staff' },
  { label: 'Audit log', to: adminPaths.audit, icon: <AuditIcon />, area: 'staff' },
  { label: 'Staff', to: adminPaths.staff, icon: <StaffIcon />, area: 'staff', adminOnly: true },
  {
    label: 'Marking',
    to: adminPaths.marking,
    icon: <MarkingIcon />,
    area: 'marking',
    except: adminPaths.markingOverview,
  },
  {
    label: 'Marking overview',
    to: adminPaths.markingOverview,
    icon: <MarkingOverviewIcon />,
    area: 'marking-overview',
  },
];

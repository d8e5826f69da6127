import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { AuditEntry, AuditSubject } from '@contract/types';
import { adminPaths } from '@/config/adminPaths';

/** The console page that shows an audit entry's record. */
function subjectPath({ page, id }: AuditSubject): string | null {
  switch (page) {
    case 'course':
      return adminPaths.course(id);
    case 'coupon':
      return `${adminPaths.coupons}?q=${encodeURIComponent(id)}`;
    case 'learner':
      return adminPaths.learner(id);
    case 'message':
      return adminPaths.message(id);
    case 'reviews':
      return adminPaths.reviews;
    case 'order':
      return adminPaths.order(id);
    default:
      return null;
  }
}

/** What an entry changed, by name, linked to its page; the raw id only when it has no name. */
export function AuditSubjectLink({ entry }: { entry: AuditEntry }) {
  const { subject } = entry;
  if (!subject)
    return (
      <Typography variant="body2" color="text.secondary" noWrap>
        {entry.entityId}
      </Typography>
    );
  const path = subjectPath(subject);
  if (!path) return <>{subject.name}</>;
  return (
    <Link component={RouterLink} to={path}>
      {subject.name}
    </Link>
  );
}

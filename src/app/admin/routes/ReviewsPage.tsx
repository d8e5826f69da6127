import { ReviewsScreen } from '@/features/admin/components/reviews/ReviewsScreen';

export default function ReviewsPage() {
  return <ReviewsScreen />;
}

import { useParams } from 'react-router-dom';
import { LearnerScreen } from '@/features/admin/components/learners/LearnerScreen';

export default function LearnerPage() {
  const { userId = '' } = useParams();
  return <LearnerScreen userId={userId} />;
}

import { useParams } from 'react-router-dom';
import { MarkingTaskScreen } from '@/features/marking/components/task/MarkingTaskScreen';

export default function MarkingTaskPage() {
  const { taskId = '' } = useParams();
  return <MarkingTaskScreen key={taskId} taskId={taskId} />;
}

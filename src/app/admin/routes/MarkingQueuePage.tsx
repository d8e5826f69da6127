import { MarkingQueueScreen } from '@/features/marking/components/queue/MarkingQueueScreen';

export default function MarkingQueuePage() {
  return <MarkingQueueScreen />;
}

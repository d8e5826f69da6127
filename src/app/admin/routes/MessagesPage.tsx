import { MessagesScreen } from '@/features/admin/components/messages/MessagesScreen';

export default function MessagesPage() {
  return <MessagesScreen />;
}

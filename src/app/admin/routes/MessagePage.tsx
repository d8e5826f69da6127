import { useParams } from 'react-router-dom';
import { MessageScreen } from '@/features/admin/components/messages/MessageScreen';

export default function MessagePage() {
  const { messageId = '' } = useParams();
  return <MessageScreen messageId={messageId} />;
}

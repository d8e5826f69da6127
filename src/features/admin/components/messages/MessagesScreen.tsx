import type { ContactMessagesQuery } from '@contract/types';
import { useGetContactMessagesQuery } from '../../api/messagesAdminApi';
import { useListParams } from '../../model/useListParams';
import { FilterSelect } from '../FilterSelect';
import { AdminList } from '../AdminList';
import { ListToolbar } from '../ListToolbar';
import { PageHeading } from '../PageHeading';
import { messageColumns } from './messageColumns';

const STATUSES = [
  { value: 'new', label: 'New' },
  { value: 'answered', label: 'Answered' },
  { value: 'closed', label: 'Closed' },
];

/** Contact-form messages, newest first, filtered by status. */
export function MessagesScreen() {
  const { params, query, update } = useListParams(['status']);
  const list = useGetContactMessagesQuery(query as Partial<ContactMessagesQuery>);
  return (
    <>
      <PageHeading title="Messages" />
      <ListToolbar searchLabel="Search messages" params={params} update={update}>
        <FilterSelect
          label="Status"
          value={params.filters.status ?? ''}
          options={STATUSES}
          onChange={(status) => update({ status })}
        />
      </ListToolbar>
      <AdminList
        result={list}
        label="Messages"
        columns={messageColumns}
        params={params}
        update={update}
        emptyText="No messages match."
      />
    </>
  );
}

import type { ContactMessagesQuery } from '@contract/types';
import { useGetContactMessagesQuery } from '../../api/messagesAdminApi';
import { useListParams } from '../../model/useListParams';
import { AdminGrid } from '../AdminGrid';
import { FilterSelect } from '../FilterSelect';
import { ListToolbar } from '../ListToolbar';
import { LoadError } from '../LoadError';
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
  const { data, error, isFetching, refetch } = useGetContactMessagesQuery(
    query as Partial<ContactMessagesQuery>,
  );
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
      {error ? (
        <LoadError error={error} onRetry={refetch} />
      ) : (
        <AdminGrid
          label="Messages"
          rows={data?.rows ?? []}
          total={data?.total}
          columns={messageColumns}
          loading={isFetching}
          params={params}
          update={update}
          emptyText="No messages match."
        />
      )}
    </>
  );
}

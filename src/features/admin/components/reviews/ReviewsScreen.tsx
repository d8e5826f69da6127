import type { AdminReviewsQuery } from '@contract/types';
import { useGetAdminReviewsQuery } from '../../api/reviewsAdminApi';
import { useListParams } from '../../model/useListParams';
import { FilterSelect } from '../FilterSelect';
import { AdminList } from '../AdminList';
import { ListToolbar } from '../ListToolbar';
import { PageHeading } from '../PageHeading';
import { reviewColumns } from './reviewColumns';

const RATINGS = [5, 4, 3, 2, 1].map((stars) => ({ value: String(stars), label: `${stars} ★` }));
const SHOWN = [
  { value: 'false', label: 'Shown' },
  { value: 'true', label: 'Hidden' },
];

/** Learners' reviews: filter by rating and hidden, search text and author; hide or restore. */
export function ReviewsScreen() {
  const { params, query, update } = useListParams(['rating', 'hidden', 'courseId']);
  const list = useGetAdminReviewsQuery(query as Partial<AdminReviewsQuery>);
  return (
    <>
      <PageHeading title="Reviews" />
      <ListToolbar searchLabel="Search text or author" params={params} update={update}>
        <FilterSelect
          label="Rating"
          value={params.filters.rating ?? ''}
          options={RATINGS}
          onChange={(rating) => update({ rating })}
        />
        <FilterSelect
          label="Visibility"
          value={params.filters.hidden ?? ''}
          options={SHOWN}
          onChange={(hidden) => update({ hidden })}
        />
      </ListToolbar>
      <AdminList
        result={list}
        label="Reviews"
        columns={reviewColumns}
        params={params}
        update={update}
        emptyText="No reviews match."
      />
    </>
  );
}

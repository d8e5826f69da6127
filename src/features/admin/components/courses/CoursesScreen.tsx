import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { CATEGORIES } from '@contract/taxonomy';
import { adminPaths } from '@/config/adminPaths';
import { useGetAdminCoursesQuery } from '../../api/coursesAdminApi';
import { useListParams } from '../../model/useListParams';
import { FilterSelect } from '../FilterSelect';
import { AdminList } from '../AdminList';
import { ListToolbar } from '../ListToolbar';
import { PageHeading } from '../PageHeading';
import { courseColumns } from './courseColumns';
import type { AdminCoursesQuery } from '@contract/types';

const STATUSES = [
  { value: 'published', label: 'Published' },
  { value: 'draft', label: 'Draft' },
];
const CATEGORY_OPTIONS = CATEGORIES.map((category) => ({ value: category, label: category }));

/** Every course, published or draft: search, filter, sort, page; New course. */
export function CoursesScreen() {
  const { params, query, update } = useListParams(['status', 'category']);
  const list = useGetAdminCoursesQuery(query as Partial<AdminCoursesQuery>);
  return (
    <>
      <PageHeading
        title="Courses"
        actions={
          <Button
            component={RouterLink}
            to={adminPaths.newCourse}
            variant="contained"
            startIcon={<AddIcon />}
          >
            New course
          </Button>
        }
      />
      <ListToolbar searchLabel="Search title or slug" params={params} update={update}>
        <FilterSelect
          label="Status"
          value={params.filters.status ?? ''}
          options={STATUSES}
          onChange={(status) => update({ status })}
        />
        <FilterSelect
          label="Category"
          value={params.filters.category ?? ''}
          options={CATEGORY_OPTIONS}
          onChange={(category) => update({ category })}
        />
      </ListToolbar>
      <AdminList
        result={list}
        label="Courses"
        columns={courseColumns}
        params={params}
        update={update}
        emptyText="No courses match."
      />
    </>
  );
}

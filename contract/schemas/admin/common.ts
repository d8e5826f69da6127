import { Type, type TSchema } from 'typebox';
import { ADMIN_PAGE_SIZE_DEFAULT, ADMIN_PAGE_SIZE_MAX } from '../../validation/admin';
import { RequestInteger, Uuid } from '../common';

// Building blocks of the staff console's routes: paged lists, sort orders, versions.

export const adminTags = (domain: string) => [`admin: ${domain}`];

/** `field` sorts ascending, `-field` descending. */
export type SortValue<F extends string> = F | `-${F}`;
export const sortValues = <F extends string>(fields: readonly F[]): SortValue<F>[] => [
  ...fields,
  ...fields.map((field) => `-${field}` as const),
];

/** page, pageSize (≤ 100), sort (`field` or `-field`) and q, plus the list's own filters. */
export function ListQuery<F extends string, P extends Record<string, TSchema>>(
  sortFields: readonly F[],
  defaultSort: SortValue<F>,
  filters: P,
) {
  return Type.Object(
    {
      page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
      pageSize: Type.Integer({
        minimum: 1,
        maximum: ADMIN_PAGE_SIZE_MAX,
        default: ADMIN_PAGE_SIZE_DEFAULT,
      }),
      sort: Type.Enum(sortValues(sortFields), {
        default: defaultSort,
        description: '`field` ascending, `-field` descending',
      }),
      q: Type.Optional(Type.String({ maxLength: 100, description: 'Search text' })),
      ...filters,
    },
    { additionalProperties: false },
  );
}

/** Every list answers one page of rows and how many rows match in all. */
export const Paged = <T extends TSchema>(row: T) =>
  Type.Object({ rows: Type.Array(row), total: Type.Integer({ minimum: 0 }) });

/** The row's version as read; an update with an older one is refused with 409. */
export const Version = RequestInteger({
  minimum: 1,
  description: 'The version the edit started from',
});

export const IdList = Type.Object(
  {
    ids: Type.Array(Uuid, {
      maxItems: 500,
      uniqueItems: true,
      description: 'Every id of the list, in the new order',
    }),
  },
  { additionalProperties: false },
);

export const DateTime = Type.String({ format: 'date-time' });
export const NullableDateTime = Type.Union([DateTime, Type.Null()]);

/** An upload: multipart/form-data with one file field named `file`. */
export const UPLOAD = {
  consumes: ['multipart/form-data'],
  body: Type.Unknown({ description: 'multipart/form-data with one file field, `file`' }),
} as const;

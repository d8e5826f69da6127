/** '1 section', '2 sections', '0 lessons': a count with its noun in the right number. */
export const countOf = (count: number, singular: string, plural = `${singular}s`): string =>
  `${count} ${count === 1 ? singular : plural}`;

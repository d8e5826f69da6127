/** Reads a page number from the address; anything that is not a whole number from 1 up is page 1. */
export const parsePage = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

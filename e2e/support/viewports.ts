/** The widths every page is checked at: a common laptop and a common phone. */
export const DESKTOP = { width: 1366, height: 800 };
export const PHONE = { width: 390, height: 844 };

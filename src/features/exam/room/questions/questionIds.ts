/** The id of a question's block in the page, so the navigator can move focus to it. */
export const questionDomId = (questionId: string) => `question-${questionId}`;
/** The accessible name every answer field carries: "Question 12". */
export const questionName = (label: string) => `Question ${label}`;

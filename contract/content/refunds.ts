// The refund promise on courses, quoted by the course pages' FAQ, the checkout and the policy pages.

/** Days after purchase within which a learner can ask for a course's refund. */
export const REFUND_WINDOW_DAYS = 7;
/** How much of the course may have been watched for that request. */
export const REFUND_MAX_WATCHED = 'a third';
/** The order page's button that asks for a refund, as the policies name it. */
export const REQUEST_REFUND_ACTION = 'Request a refund';

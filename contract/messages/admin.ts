// What the staff console's API answers: confirmations, conflicts and refusals, shown as they are.

/** An update sent with a `version` older than the row's. `thing`: 'course', 'lesson', 'coupon'. */
export const staleVersion = (thing: string) =>
  `This ${thing} was changed by someone else while you were editing. Reload to see their changes.`;
export const COURSE_STALE = staleVersion('course');
export const LESSON_STALE = staleVersion('lesson');
export const COUPON_STALE = staleVersion('coupon');

export const COURSE_NOT_FOUND = 'We could not find this course.';
export const SECTION_NOT_FOUND = 'We could not find this section in the course.';
export const LESSON_NOT_FOUND = 'We could not find this lesson in the course.';
export const COUPON_NOT_FOUND = 'We could not find this coupon.';
export const LEARNER_NOT_FOUND = 'We could not find this account.';
export const CONTACT_MESSAGE_NOT_FOUND = 'We could not find this message.';
export const REVIEW_NOT_FOUND_ADMIN = 'We could not find this review.';
export const INSTRUCTOR_NOT_FOUND = 'We could not find this instructor.';

export const SLUG_TAKEN = 'Another course already uses this web address (slug). Choose another.';
export const COUPON_CODE_TAKEN = 'A coupon with this code already exists. Choose another code.';

export const COURSE_CREATED = 'The course is created as a draft.';
export const COURSE_SAVED = 'The course is saved.';
export const COURSE_PUBLISHED = 'The course is published: it is in the catalogue now.';
export const COURSE_UNPUBLISHED =
  'The course is unpublished: it has left the catalogue; learners who bought it keep access.';
export const THUMBNAIL_SAVED = 'The thumbnail is saved.';
export const SECTION_CREATED = 'The section is added.';
export const SECTION_SAVED = 'The section is saved.';
export const SECTION_DELETED = 'The section and its lessons are deleted.';
export const SECTIONS_REORDERED = 'The sections are reordered.';
export const LESSON_CREATED = 'The lesson is added.';
export const LESSON_SAVED = 'The lesson is saved.';
export const LESSON_DELETED = 'The lesson is deleted.';
export const LESSONS_REORDERED = 'The lessons are reordered.';
export const VIDEO_SAVED = 'The video is uploaded.';
/** A reorder whose list is not exactly the current sections (or lessons): some added or removed meanwhile. */
export const ORDER_MISMATCH =
  'The list to reorder does not match the current one: it was changed meanwhile. Reload and try again.';

export const UPLOAD_MISSING = 'Choose a file to upload.';
export const THUMBNAIL_TYPE = 'The thumbnail must be a JPEG, PNG or WebP picture.';
export const THUMBNAIL_TOO_LARGE = 'The thumbnail can be at most 2 MB.';
export const VIDEO_TYPE = 'The video must be an MP4 or WebM file.';
/** `limit` is the configured size, e.g. '2 GB'. */
export const videoTooLarge = (limit: string) => `The video can be at most ${limit}.`;
/** An MP4 whose header claims a running time no lesson has (a damaged or crafted file). */
export const VIDEO_DURATION_INVALID =
  'This video says it runs longer than 24 hours, so its file is probably damaged. Export it again and upload the new file.';

export const COUPON_CREATED = 'The coupon is created; it works at checkout now.';
export const COUPON_SAVED = 'The coupon is saved.';
export const COUPON_DISABLED = 'The coupon is disabled: checkout refuses it from now on.';
export const COUPON_ENABLED = 'The coupon is enabled again.';

export const VERIFICATION_RESENT = 'A new verification link is on its way to the learner.';
export const ALREADY_VERIFIED = 'This email address is already verified.';
export const ACCOUNT_DISABLED_DONE = 'The account is disabled: its sessions have ended.';
export const ACCOUNT_ENABLED_DONE = 'The account is enabled again.';
export const ONLY_ADMINS_MANAGE_STAFF =
  'Only an admin can disable or re-enable a staff or admin account.';
export const CANNOT_MANAGE_OWN_ACCOUNT = 'You cannot disable or re-enable your own account.';
export const ROLE_CHANGED = 'The role is changed.';
export const CANNOT_CHANGE_OWN_ROLE = 'You cannot change your own role.';
/** A role given by email to an address no account uses. */
export const NO_ACCOUNT_FOR_EMAIL =
  'No account uses this email. Ask them to sign up on the site first, then give them the role here.';
export const roleGiven = (name: string, role: string) => `${name} now has the role ${role}.`;
export const roleAlreadyHeld = (name: string, role: string) =>
  `${name} already has the role ${role}.`;

export const REPLY_SENT = 'The reply is on its way; the message is marked answered.';
export const MESSAGE_CLOSED = 'The message is closed.';
export const MESSAGE_REOPENED = 'The message is open again.';

export const REVIEW_HIDDEN = "The review is hidden; the course's rating is recounted without it.";
export const REVIEW_RESTORED = "The review is shown again; the course's rating is recounted.";

// Form rules (contract/validation/admin.ts), shared by the console's forms and the server.
export const TITLE_REQUIRED = 'Enter a title.';
export const TITLE_TOO_LONG = 'The title can be at most 120 characters.';
export const SLUG_INVALID =
  'The web address (slug) may hold lowercase letters, digits and single hyphens, e.g. ielts-writing.';
export const PRICE_INVALID = 'Enter the price in whole rupees, from 1 to 5,00,000.';
export const LIST_ITEM_INVALID = 'Each item must be 1 to 200 characters.';
export const SECTION_TITLE_REQUIRED = 'Enter a section title.';
export const LESSON_TITLE_REQUIRED = 'Enter a lesson title.';
export const COUPON_CODE_INVALID = 'The code may hold 3 to 32 capital letters and digits.';
export const COUPON_AMOUNT_INVALID = 'Enter the discount in whole rupees, from 1 to 5,00,000.';
export const COUPON_PERCENT_INVALID = 'Enter a percentage from 1 to 100.';
export const COUPON_MIN_ORDER_INVALID =
  'Enter the minimum order in whole rupees, up to 5,00,000 (0 for none).';
export const COUPON_MAX_USES_INVALID =
  'Enter how many times it can be used (1 to 10,00,000), or leave it empty.';
export const COUPON_EXPIRY_PAST = 'The expiry must be in the future.';
export const REPLY_REQUIRED = 'Write a reply.';
export const REPLY_TOO_LONG = 'A reply can be at most 5,000 characters.';

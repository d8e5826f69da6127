// The API's shapes as TypeScript types, derived from the schemas. Type-only: importing this file
// brings no TypeBox code into the SPA bundle.
import type { Static } from 'typebox';
import type * as adminOrders from './schemas/adminOrders';
import type * as adminAudit from './schemas/admin/audit';
import type * as adminCommon from './schemas/admin/common';
import type * as adminCoupons from './schemas/admin/coupons';
import type * as adminCourses from './schemas/admin/courses';
import type * as adminLearners from './schemas/admin/learners';
import type * as adminMessages from './schemas/admin/messages';
import type * as adminOverview from './schemas/admin/overview';
import type * as adminReviews from './schemas/admin/reviews';
import type * as auth from './schemas/auth';
import type * as billing from './schemas/billing';
import type * as cart from './schemas/cart';
import type * as certificates from './schemas/certificates';
import type * as common from './schemas/common';
import type * as contact from './schemas/contact';
import type * as courses from './schemas/courses';
import type * as learn from './schemas/learn';
import type * as notes from './schemas/notes';
import type * as orders from './schemas/orders';
import type * as payments from './schemas/payments';
import type * as reviews from './schemas/reviews';
import type * as users from './schemas/users';

export type { ErrorCode } from './errorCodes';
export type { EducationStatus, Profession } from './profileOptions';

export type MessageResponse = Static<typeof common.MessageResponse>;
/** Every error response body. `code` lets the SPA branch without parsing text. */
export type ErrorResponse = Static<typeof common.ErrorResponse>;

export type User = Static<typeof users.User>;
export type ProfileFields = Static<typeof users.ProfileFields>;
export type UpdateProfileRequest = Static<typeof users.UpdateProfileRequest>;
export type UpdateProfileResponse = Static<typeof users.UpdateProfileResponse>;
export type ProfileStatusResponse = Static<typeof users.ProfileStatusResponse>;
export type UndoEmailChangeResponse = Static<typeof users.UndoEmailChangeResponse>;

export type RegisterRequest = Static<typeof auth.RegisterRequest>;
export type LoginRequest = Static<typeof auth.LoginRequest>;
export type LoginResponse = Static<typeof auth.LoginResponse>;
export type RefreshResponse = Static<typeof auth.RefreshResponse>;
export type GoogleStatusResponse = Static<typeof auth.GoogleStatusResponse>;
export type UserResponse = Static<typeof auth.UserResponse>;
export type EmailRequest = Static<typeof auth.EmailRequest>;
export type PasswordRequest = Static<typeof auth.PasswordRequest>;
export type SetupPasswordRequest = Static<typeof auth.SetupPasswordRequest>;

export type CourseRating = Static<typeof courses.CourseRating>;
export type Course = Static<typeof courses.Course>;
export type Pagination = Static<typeof courses.Pagination>;
export type CoursesResponse = Static<typeof courses.CoursesResponse>;
export type CoursesQuery = Static<typeof courses.CoursesQuery>;
export type CourseLevel = Static<typeof courses.CourseLevel>;
export type LessonKind = Static<typeof courses.LessonKind>;
export type CourseInstructor = Static<typeof courses.CourseInstructor>;
export type CurriculumLesson = Static<typeof courses.CurriculumLesson>;
export type CurriculumSection = Static<typeof courses.CurriculumSection>;
export type CourseDetail = Static<typeof courses.CourseDetail>;
export type CourseDetailResponse = Static<typeof courses.CourseDetailResponse>;

export type ProductModel = Static<typeof cart.ProductModel>;
export type CartItem = Static<typeof cart.CartItem>;
export type Cart = Static<typeof cart.Cart>;
export type CartResponse = Static<typeof cart.CartResponse>;
export type AddToCartRequest = Static<typeof cart.AddToCartRequest>;
export type CartMutationResponse = Static<typeof cart.CartMutationResponse>;

export type OrderStatus = Static<typeof orders.OrderStatus>;
export type OrderItem = Static<typeof orders.OrderItem>;
export type Order = Static<typeof orders.Order>;
export type CreateOrderResponse = Static<typeof orders.CreateOrderResponse>;
export type OrderResponse = Static<typeof orders.OrderResponse>;
export type ApplyCouponRequest = Static<typeof orders.ApplyCouponRequest>;
export type ReplaceCouponRequest = Static<typeof orders.ReplaceCouponRequest>;
export type OrderMutationResponse = Static<typeof orders.OrderMutationResponse>;
export type PurchasedCourse = Static<typeof orders.PurchasedCourse>;

export type BillingDetailsRequest = Static<typeof billing.BillingDetailsRequest>;
export type SavedBillingResponse = Static<typeof billing.SavedBillingResponse>;
export type OrderTax = Static<typeof billing.OrderTax>;
export type TaxDocumentRef = Static<typeof billing.TaxDocumentRef>;
export type RefundStatus = Static<typeof billing.RefundStatus>;
export type Refund = Static<typeof billing.Refund>;
export type RefundItem = Static<typeof billing.RefundItem>;
export type RefundEligibility = Static<typeof billing.RefundEligibility>;
export type RefundItemEligibility = Static<typeof billing.RefundItemEligibility>;
export type PaymentAttempt = Static<typeof billing.PaymentAttempt>;
export type OrderSummary = Static<typeof billing.OrderSummary>;
export type OrderHistoryResponse = Static<typeof billing.OrderHistoryResponse>;
export type RefundRequestBody = Static<typeof billing.RefundRequestBody>;
export type DocumentLinkResponse = Static<typeof billing.DocumentLinkResponse>;
export type PurchasedCoursesResponse = Static<typeof orders.PurchasedCoursesResponse>;

export type PaymentSession = Static<typeof payments.PaymentSession>;
export type PaymentResult = Static<typeof payments.PaymentResult>;
export type InitiatePaymentRequest = Static<typeof payments.InitiatePaymentRequest>;
export type VerifyPaymentRequest = Static<typeof payments.VerifyPaymentRequest>;
export type TestCheckoutRequest = Static<typeof payments.TestCheckoutRequest>;
export type RazorpayPaymentEvent = Static<typeof payments.RazorpayPaymentEvent>;
export type RazorpayRefundEvent = Static<typeof payments.RazorpayRefundEvent>;

export type ContactRequest = Static<typeof contact.ContactRequest>;

export type LearnCourse = Static<typeof learn.LearnCourse>;
export type LearnCourseResponse = Static<typeof learn.LearnCourseResponse>;
export type LessonPlayback = Static<typeof learn.LessonPlayback>;
export type MediaKind = Static<typeof learn.MediaKind>;
export type LessonProgress = Static<typeof learn.LessonProgress>;
export type SaveProgressRequest = Static<typeof learn.SaveProgressRequest>;
export type SaveProgressResponse = Static<typeof learn.SaveProgressResponse>;
export type ReopenLessonResponse = Static<typeof learn.ReopenLessonResponse>;
export type LessonNote = Static<typeof notes.LessonNote>;
export type LessonNotesResponse = Static<typeof notes.LessonNotesResponse>;
export type LessonNoteResponse = Static<typeof notes.LessonNoteResponse>;
export type CreateNoteRequest = Static<typeof notes.CreateNoteRequest>;
export type UpdateNoteRequest = Static<typeof notes.UpdateNoteRequest>;

export type Certificate = Static<typeof certificates.Certificate>;
export type CertificateResponse = Static<typeof certificates.CertificateResponse>;

export type RatingDistribution = Static<typeof reviews.RatingDistribution>;
export type ReviewsSummary = Static<typeof reviews.ReviewsSummary>;
export type Review = Static<typeof reviews.Review>;
export type ReviewsPage = Static<typeof reviews.ReviewsPage>;
export type ReviewsQuery = Static<typeof reviews.ReviewsQuery>;
export type MyReviewResponse = Static<typeof reviews.MyReviewResponse>;
export type ReviewRequest = Static<typeof reviews.ReviewRequest>;
export type SaveReviewResponse = Static<typeof reviews.SaveReviewResponse>;
export type DeleteReviewResponse = Static<typeof reviews.DeleteReviewResponse>;

export type AdminOrdersQuery = Static<typeof adminOrders.AdminOrdersQuery>;
export type AdminOrderRow = Static<typeof adminOrders.AdminOrderRow>;
export type AdminOrdersResponse = Static<typeof adminOrders.AdminOrdersResponse>;
export type AdminOrderResponse = Static<typeof adminOrders.AdminOrderResponse>;
export type AdminOrderLineUsage = Static<typeof adminOrders.AdminOrderLineUsage>;
export type AdminRefundsQuery = Static<typeof adminOrders.AdminRefundsQuery>;
export type AdminRefundRow = Static<typeof adminOrders.AdminRefundRow>;
export type AdminRefundsResponse = Static<typeof adminOrders.AdminRefundsResponse>;
export type AdminRefundDecisionResponse = Static<typeof adminOrders.AdminRefundDecisionResponse>;
export type RejectRefundRequest = Static<typeof adminOrders.RejectRefundRequest>;
export type BillingExportQuery = Static<typeof adminOrders.BillingExportQuery>;

// The staff console (/api/admin).
export type { SortValue } from './schemas/admin/common';
export type AdminOverview = Static<typeof adminOverview.OverviewResponse>;
export type OverviewWindow = Static<typeof adminOverview.OverviewWindow>;
export type BestSeller = Static<typeof adminOverview.BestSeller>;
export type DailyRevenue = Static<typeof adminOverview.DailyRevenue>;

export type AdminCourseRow = Static<typeof adminCourses.AdminCourseRow>;
export type AdminCourse = Static<typeof adminCourses.AdminCourse>;
export type AdminSection = Static<typeof adminCourses.AdminSection>;
export type AdminLesson = Static<typeof adminCourses.AdminLesson>;
export type AdminCoursesQuery = Static<typeof adminCourses.AdminCoursesQuery>;
export type AdminCoursesPage = Static<typeof adminCourses.AdminCoursesPage>;
export type CreateCourseRequest = Static<typeof adminCourses.CreateCourseRequest>;
export type UpdateCourseRequest = Static<typeof adminCourses.UpdateCourseRequest>;
export type AdminCourseResponse = Static<typeof adminCourses.AdminCourseResponse>;
export type InstructorOption = Static<typeof adminCourses.InstructorOption>;
export type InstructorsResponse = Static<typeof adminCourses.InstructorsResponse>;
export type SectionRequest = Static<typeof adminCourses.SectionRequest>;
export type SectionResponse = Static<typeof adminCourses.SectionResponse>;
export type SectionsResponse = Static<typeof adminCourses.SectionsResponse>;
export type CreateLessonRequest = Static<typeof adminCourses.CreateLessonRequest>;
export type UpdateLessonRequest = Static<typeof adminCourses.UpdateLessonRequest>;
export type LessonResponse = Static<typeof adminCourses.LessonResponse>;
export type LessonsResponse = Static<typeof adminCourses.LessonsResponse>;
export type IdListRequest = Static<typeof adminCommon.IdList>;

export type AdminCoupon = Static<typeof adminCoupons.AdminCoupon>;
export type AdminCouponsQuery = Static<typeof adminCoupons.AdminCouponsQuery>;
export type AdminCouponsPage = Static<typeof adminCoupons.AdminCouponsPage>;
export type CreateCouponRequest = Static<typeof adminCoupons.CreateCouponRequest>;
export type UpdateCouponRequest = Static<typeof adminCoupons.UpdateCouponRequest>;
export type CouponResponse = Static<typeof adminCoupons.CouponResponse>;

export type LearnerRow = Static<typeof adminLearners.LearnerRow>;
export type LearnerOrder = Static<typeof adminLearners.LearnerOrder>;
export type LearnerCourse = Static<typeof adminLearners.LearnerCourse>;
export type LearnerProfile = Static<typeof adminLearners.LearnerProfile>;
export type LearnerDetailResponse = Static<typeof adminLearners.LearnerDetailResponse>;
export type LearnersQuery = Static<typeof adminLearners.LearnersQuery>;
export type LearnerResponse = Static<typeof adminLearners.LearnerResponse>;
export type StaffPage = Static<typeof adminLearners.StaffPage>;
export type RoleRequest = Static<typeof adminLearners.RoleRequest>;
export type GrantRoleRequest = Static<typeof adminLearners.GrantRoleRequest>;

export type ContactStatus = Static<typeof adminMessages.ContactStatus>;
export type ContactMessageRow = Static<typeof adminMessages.ContactMessageRow>;
export type ContactReply = Static<typeof adminMessages.ContactReply>;
export type ContactMessage = Static<typeof adminMessages.ContactMessage>;
export type ContactMessagesQuery = Static<typeof adminMessages.ContactMessagesQuery>;
export type ReplyRequest = Static<typeof adminMessages.ReplyRequest>;
export type ContactMessageResponse = Static<typeof adminMessages.ContactMessageResponse>;

export type AdminReview = Static<typeof adminReviews.AdminReview>;
export type AdminReviewsQuery = Static<typeof adminReviews.AdminReviewsQuery>;
export type AdminReviewResponse = Static<typeof adminReviews.AdminReviewResponse>;

export type AuditEntry = Static<typeof adminAudit.AuditEntry>;
export type AuditSubject = Static<typeof adminAudit.AuditSubject>;
export type AuditQuery = Static<typeof adminAudit.AuditQuery>;
export type AuditPage = Static<typeof adminAudit.AuditPage>;

// The JSON shapes the SPA and the API server exchange (docs/api.md lists the endpoints).
// Prices are whole rupees on the API; only the payment provider sees paise.

export const PROFESSIONS = [
  'Student',
  'IT Profession',
  'Job Seeker',
  'Aspirant Studying Abroad',
] as const;
export type Profession = (typeof PROFESSIONS)[number];

export const EDUCATION_STATUSES = [
  '10th or below',
  '11th-12th or diploma',
  'Undergrad',
  'Grad',
  'Post Grad',
] as const;
export type EducationStatus = (typeof EDUCATION_STATUSES)[number];

/** Text fields are '' when unset; dob is 'YYYY-MM-DD' or ''. */
export interface User {
  id: string;
  name: string;
  email: string;
  dob: string;
  profilePhoto: string;
  educationStatus: EducationStatus | '';
  schoolOrCollege: string;
  profession: Profession | '';
  organization: string;
  qualification: string;
  isProfileComplete: boolean;
  /** A new email waiting for its confirmation link to be followed; null (or absent) when none. */
  pendingEmail?: string | null;
}

export type ProfileFields = Pick<
  User,
  | 'name'
  | 'email'
  | 'dob'
  | 'educationStatus'
  | 'schoolOrCollege'
  | 'profession'
  | 'organization'
  | 'qualification'
>;

export interface MessageResponse {
  message: string;
}

/** Every error response body. `code` lets the SPA branch without parsing text. */
export interface ErrorResponse {
  message: string;
  code?: ErrorCode;
}
export type ErrorCode =
  | 'VALIDATION'
  | 'EMAIL_NOT_VERIFIED'
  | 'TOKEN_EXPIRED'
  | 'TOKEN_INVALID'
  | 'PROFILE_INCOMPLETE'
  | 'ORDER_IN_PROGRESS'
  | 'ALREADY_PURCHASED'
  | 'COUPON_INVALID'
  | 'PAYMENT_FAILED'
  | 'RATE_LIMITED';

export interface LoginRequest {
  email: string;
  password: string;
}
export interface LoginResponse {
  accessToken: string;
  user: User;
}
export interface RegisterRequest {
  name: string;
  email: string;
  password: string;
  dob: string;
}
export interface RefreshResponse {
  accessToken: string;
}
export interface UserResponse {
  user: User;
}
export interface EmailRequest {
  email: string;
}
export interface PasswordRequest {
  password: string;
}
export interface SetupPasswordRequest {
  token: string;
  password: string;
}
export interface ProfileStatusResponse {
  isProfileComplete: boolean;
}
export interface UpdateProfileResponse {
  message: string;
  user: User;
}

export interface Course {
  _id: string;
  title: string;
  /** HTML; the SPA sanitises it before rendering. */
  description: string;
  thumbnail: string;
  price: number;
}
export interface Pagination {
  page: number;
  limit: number;
  totalPages: number;
  totalItems: number;
}
export interface CoursesResponse {
  data: Course[];
  pagination: Pagination;
}
export interface CoursesQuery {
  page: number;
  limit: number;
}

export interface PurchasedCourse {
  courseId: string;
  title: string;
  thumbnail: string;
  price: number;
}
export interface PurchasedCoursesResponse {
  courses: PurchasedCourse[];
}

export type ProductModel = 'Course';
export interface CartItem {
  productId: string;
  model: ProductModel;
  price: number;
  thumbnail: string;
  title: string;
  quantity: number;
}
export interface Cart {
  items: CartItem[];
  totalPrice: number;
  /** The unpaid order created from this cart; while set, items cannot be removed. */
  activeOrderId: string | null;
}
export interface CartResponse {
  cart: Cart;
}
export interface AddToCartRequest {
  productId: string;
  model: ProductModel;
  quantity: number;
}
export interface CartMutationResponse {
  message: string;
  cart: Cart;
}

export type OrderStatus = 'pending' | 'paid' | 'cancelled';
export interface OrderItem {
  productId: string;
  model: ProductModel;
  title: string;
  thumbnail: string;
  price: number;
  quantity: number;
}
export interface Order {
  _id: string;
  items: OrderItem[];
  subtotal: number;
  discount: number;
  totalPrice: number;
  couponCode: string | null;
  status: OrderStatus;
  createdAt: string;
  paidAt: string | null;
}
export interface CreateOrderResponse {
  message: string;
  orderId: string;
}
export interface OrderResponse {
  order: Order;
}
export interface ApplyCouponRequest {
  orderId: string;
  couponCode: string;
}
export interface OrderMutationResponse {
  message: string;
  order: Order;
}

/** What POST /orders/initiate-razorpay answers: enough to open the provider's checkout. */
export interface PaymentSession {
  provider: 'razorpay' | 'test';
  keyId: string;
  razorpayOrderId: string;
  /** In paise. */
  amount: number;
  currency: 'INR';
  orderId: string;
  prefill: { name: string; email: string };
}
/** What a completed checkout hands back (Razorpay's field names); the server verifies the signature. */
export interface PaymentResult {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}
export interface VerifyPaymentRequest extends PaymentResult {
  orderId: string;
}
export interface TestCheckoutRequest {
  razorpayOrderId: string;
  outcome: 'success' | 'failure';
}

export interface ContactRequest {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export const COURSE_LEVELS = ['beginner', 'intermediate', 'advanced', 'all levels'] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];
export type LessonKind = 'video' | 'article';

export interface CourseInstructor {
  slug: string;
  name: string;
  headline: string;
  bio: string;
  /** Public path of the portrait. */
  photo: string;
  yearsOfExperience: number;
}
/** A lesson as the curriculum lists it to anyone; its media and text are served separately. */
export interface CurriculumLesson {
  id: string;
  title: string;
  kind: LessonKind;
  /** Running time of a video, reading time of an article. */
  durationSeconds: number;
  /** Free to watch without buying the course. */
  preview: boolean;
}
export interface CurriculumSection {
  id: string;
  title: string;
  lessons: CurriculumLesson[];
}
/** A course's public page: the catalogue fields plus what it teaches and its curriculum. */
export interface CourseDetail extends Course {
  slug: string;
  subtitle: string;
  level: CourseLevel;
  language: string;
  category: string;
  /** ISO date-time of the last change to the course. */
  updatedAt: string;
  outcomes: string[];
  requirements: string[];
  instructor: CourseInstructor | null;
  lessonCount: number;
  totalDurationSeconds: number;
  sections: CurriculumSection[];
}
export interface CourseDetailResponse {
  course: CourseDetail;
}

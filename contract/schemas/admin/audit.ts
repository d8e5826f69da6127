import { Type } from 'typebox';
import { errors } from '../common';
import { adminTags, DateTime, ListQuery, Paged } from './common';

const tags = adminTags('audit');

export const AuditSubject = Type.Object({
  /** 'IELTS Academic', 'Lesson 3 · IELTS Academic', 'WELCOME10', 'Asha Rao (asha@…)', … */
  name: Type.String(),
  /** The console page that shows the record (null: none, e.g. it was deleted). */
  page: Type.Union([
    Type.Literal('course'),
    Type.Literal('coupon'),
    Type.Literal('learner'),
    Type.Literal('message'),
    Type.Literal('reviews'),
    Type.Literal('order'),
    Type.Null(),
  ]),
  /** The id that page takes: a course id, a coupon code, a user id, an order id, … */
  id: Type.String(),
});

export const AuditEntry = Type.Object({
  id: Type.String(),
  at: DateTime,
  actorId: Type.String(),
  /** The actor's email when they acted. */
  actorEmail: Type.String(),
  /** 'course.update', 'coupon.create', 'user.disable', 'message.reply', 'review.hide', … */
  action: Type.String(),
  /** 'course', 'section', 'lesson', 'coupon', 'user', 'contact-message', 'review', … */
  entity: Type.String(),
  entityId: Type.String(),
  before: Type.Unknown(),
  after: Type.Unknown(),
  /** The record by name, and the console page that opens it; null when it cannot be named. */
  subject: Type.Union([AuditSubject, Type.Null()]),
});

export const AuditQuery = ListQuery(['at'], '-at', {
  entity: Type.Optional(Type.String({ maxLength: 40 })),
  entityId: Type.Optional(Type.String({ maxLength: 100 })),
  /** The actor's id or (part of) their email. */
  actor: Type.Optional(Type.String({ maxLength: 254 })),
  /** An action ('course.update') or its prefix ('course.'). */
  action: Type.Optional(Type.String({ maxLength: 60 })),
});

export const AuditPage = Paged(AuditEntry);

export const adminAuditSchemas = {
  list: {
    tags,
    summary: 'The audit log, newest first, filtered by entity, actor or action (read-only)',
    querystring: AuditQuery,
    response: { 200: AuditPage, ...errors(400, 401, 403) },
  },
};
